// Load figures measured in ONE run with the same tool and settings, printed
// as ratios so the noise of a shared machine cancels out (DEVELOPERS.md).
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";

const [app, control] = process.argv.slice(2);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/**
 * What people send: autocannon sends no User-Agent at all, which the site
 * classifies as a script (a bot event) and Node's fetch sends "node", which
 * isbot calls a crawler (the link-preview page). The redirect and its
 * control are measured with this browser's user agent instead.
 */
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The redirect/control pair alternates in rounds, so both see the same machine load. */
const PAIR_ROUNDS = 4;

async function cannon(url, duration, headers = {}) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    followRedirect: false,
    headers,
  });
}

function rowOf(name, results) {
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const errors = results.reduce(
    (n, r) => n + r.errors + Math.max(0, r.non2xx - (r["3xx"] ?? 0)),
    0,
  );
  const row = {
    name,
    "req/s": Math.round(requests / seconds),
    "p50 ms": Math.max(...results.map((r) => r.latency.p50)),
    "p99 ms": Math.max(...results.map((r) => r.latency.p99)),
    errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

async function load(name, url) {
  return rowOf(name, [await cannon(url, DURATION_S)]);
}

/**
 * Two targets measured in alternating rounds (a b, b a, a b, b a), each
 * DURATION_S in all: on a shared machine the load drifts within seconds,
 * and one target measured after the other would carry that drift into
 * their ratio.
 */
async function loadPair(names, urls, headers) {
  const results = [[], []];
  const round = DURATION_S / PAIR_ROUNDS;
  for (let i = 0; i < PAIR_ROUNDS; i++)
    for (const j of i % 2 ? [1, 0] : [0, 1])
      results[j].push(await cannon(urls[j], round, headers));
  return [rowOf(names[0], results[0]), rowOf(names[1], results[1])];
}

async function sizeOf(url) {
  const res = await fetch(url);
  return (await res.arrayBuffer()).byteLength;
}

/** A static asset whose size is closest to the SSR'd landing page. */
async function similarAsset(targetBytes) {
  const html = await (await fetch(`${app}/`)).text();
  const candidates = [
    ...html.matchAll(/(?:href|src)="(\/(?:assets|static)\/[^"]+)"/g),
  ].map((m) => m[1]);
  candidates.push("/static/images/logo.svg", "/favicon.svg");
  let best = null;
  for (const path of new Set(candidates)) {
    const bytes = await sizeOf(`${app}${path}`);
    if (
      !best ||
      Math.abs(bytes - targetBytes) < Math.abs(best.bytes - targetBytes)
    )
      best = { path, bytes };
  }
  return best;
}

async function jsPerRoute(routes) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (res) => {
      const type = res.request().resourceType();
      if (
        type === "script" ||
        res.url().endsWith(".mjs") ||
        res.url().endsWith(".js")
      ) {
        try {
          scripts.set(res.url(), gzipSync(await res.body()).byteLength);
        } catch {
          /* redirects and aborted loads carry no body */
        }
      }
    });
    await page.goto(`${app}${route}`, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForTimeout(1500);
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const pdfjs = [...scripts.keys()].some((u) =>
      /pdf(\.worker)?[.-]/.test(u.split("/").pop() ?? ""),
    );
    rows.push({
      route,
      "JS KB gzip": +(total / 1024).toFixed(1),
      files: scripts.size,
      pdfjs,
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

const ssrBytes = await sizeOf(`${app}/`);
const asset = await similarAsset(ssrBytes);
console.log(
  `# ${CONNECTIONS} connections, ${DURATION_S}s each (a and b: ${PAIR_ROUNDS} alternating rounds, user agent "${BROWSER_UA}"; c-e: autocannon sends no user agent); / is ${ssrBytes} B, static asset ${asset.path} is ${asset.bytes} B`,
);

const [a, b] = await loadPair(
  ["a /c/<code> (browser UA)", "b control 302 (browser UA)"],
  [`${app}/c/abc123`, `${control}/c/abc123`],
  { "user-agent": BROWSER_UA },
);
const c = await load("c / SSR", `${app}/`);
const d = await load("d static asset", `${app}${asset.path}`);
const e = await load("e /de/ SSR", `${app}/de/`);

console.log(
  `ratio a/b (redirect vs fixed 302, people: browser user agent on both, ${PAIR_ROUNDS} alternating rounds): ${(a["req/s"] / b["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio c/d (SSR vs static asset):   ${(c["req/s"] / d["req/s"]).toFixed(2)}x throughput`,
);

console.log(
  `ratio e/c (German SSR vs English SSR): ${(e["req/s"] / c["req/s"]).toFixed(2)}x throughput`,
);

// What a person's browser gets: Node's own user agent ("node") would get the link preview.
const redirect = await fetch(`${app}/c/abc123`, {
  redirect: "manual",
  headers: { "user-agent": BROWSER_UA },
});
console.log(
  `/c/<code> for a browser: status ${redirect.status}, body bytes: ${(await redirect.arrayBuffer()).byteLength}, content-type: ${redirect.headers.get("content-type") ?? "none"}, Location: ${redirect.headers.get("location")}`,
);

const routes = [
  "/",
  "/de/",
  "/ja/",
  "/ar/",
  "/de/get-your-trust-code",
  "/demo",
  "/get-your-trust-code",
  "/trust-code-programme",
  "/have-a-code-or-need-one",
  "/the-founder",
  "/your-right-to-know",
  "/what-is-this-all-about",
  "/nirvana-wallet",
  "/member-eula",
];
console.log(
  "# JavaScript per route (gzip bytes of every script the page loaded)",
);
for (const row of await jsPerRoute(routes)) console.log(JSON.stringify(row));

// Lighthouse (mobile preset, the default) on Debian chromium, offline.
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
console.log("# Lighthouse scores (mobile)");
try {
  for (const route of [
    "/",
    "/ja/",
    "/get-your-trust-code",
    "/your-right-to-know",
  ]) {
    let result;
    // A run that errors or leaves a category unscored (no paint, protocol hiccup)
    // is reported and retried once; an unscored category prints as n/a, never 0.
    for (let attempt = 0; attempt < 2; attempt++) {
      result = await lighthouse(`${app}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ],
      });
      const unscored = Object.values(result.lhr.categories).some(
        (c) => c.score === null,
      );
      if (!result.lhr.runtimeError && !unscored) break;
      console.log(
        `# ${route}: Lighthouse ${result.lhr.runtimeError?.code ?? "left a category unscored"}, retrying`,
      );
    }
    const scores = Object.fromEntries(
      Object.entries(result.lhr.categories).map(([k, v]) => [
        k,
        v.score === null ? "n/a" : Math.round(v.score * 100),
      ]),
    );
    console.log(JSON.stringify({ route, ...scores }));
  }
} finally {
  await chrome.kill();
}
