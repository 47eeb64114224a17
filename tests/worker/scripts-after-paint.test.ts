import { beforeEach, describe, expect, it } from "vitest";
import { deferModuleScript } from "../../workers/scripts-after-paint";
import { forgetPagesInMemory } from "../../workers/page-cache";
import { stubPages } from "./server-build-stub";
import { SELF } from "./self";

/** The page's module script (React Router's, rewritten). */
function moduleScript(html: string): string {
  return /<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
}

async function page(path: string, init: RequestInit = {}) {
  const res = await SELF.fetch(`https://nirvana.example${path}`, init);
  expect(res.status).toBe(200);
  return res.text();
}

/** What a rewritten script must say: wait for a frame, then import every module at once. */
function expectDeferred(script: string) {
  const wait = script.slice(0, script.indexOf("\n})") + 3);
  expect(wait).toMatch(/^await new Promise\(\(go\) => \{/);
  expect(wait).toContain('getEntriesByName("first-contentful-paint")');
  expect(wait).toContain('observe({ type: "paint", buffered: true })');
  expect(wait).toContain('document.visibilityState === "hidden"');
  const second = script.slice(wait.length).split("\n")[1];
  expect(second).toBe(
    `const [route0, route1] = await Promise.all(["/assets/root-stub.js", "/assets/page-stub.js", "/assets/framework-stub.js"].map((url) => import(url)));`,
  );
  // No static import is left to fetch before the frame; the rest runs as written.
  expect(script).not.toMatch(/^\s*import \*/m);
  expect(script).toContain(
    'window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};',
  );
  expect(script.trimEnd()).toMatch(
    /import\("\/assets\/entry\.client-stub\.js"\);$/,
  );
}

beforeEach(() => {
  stubPages.reset();
  forgetPagesInMemory();
});

describe("a page's scripts are asked for after its first paint", () => {
  it("a cached page: no preload link, the module script waits for a frame", async () => {
    for (const round of [1, 2]) {
      const html = await page("/the-founder");
      expect(html, `round ${round}`).not.toContain("modulepreload");
      expectDeferred(moduleScript(html));
    }
    expect(stubPages.renders).toEqual(["/the-founder"]);
  });

  it("a page rendered for its request (a POST) is rewritten the same way", async () => {
    const html = await page("/the-founder", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(html).not.toContain("modulepreload");
    expectDeferred(moduleScript(html));
  });

  it("leaves a module script that is not React Router's as it was", () => {
    const other = 'console.log("hello");';
    expect(deferModuleScript(other, ["/assets/a.js"])).toBe(other);
  });

  it("imports a route module once, and the entry only last", () => {
    const script = deferModuleScript(
      'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");',
      ["/assets/entry.js", "/assets/root.js", "/assets/react.js"],
    );
    expect(script).toContain(
      'Promise.all(["/assets/root.js", "/assets/react.js"]',
    );
    // Evaluating the entry starts hydration: after the manifest, as written.
    expect(script.match(/\/assets\/entry\.js/g)).toHaveLength(1);
    expect(script.trimEnd()).toMatch(/import\("\/assets\/entry\.js"\);$/);
  });
});
