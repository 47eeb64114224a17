// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ComplianceDialog } from "#app/components/compliance-dialog.tsx";
import { createI18n } from "#app/lib/i18n/catalog.ts";

/**
 * The dialog's own fetch, for a page that does not carry the country list
 * (pages do, from the root loader: tests/e2e/first-visit.spec.ts). Moved
 * here from the e2e suite when the list came into the page.
 */
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(countries?: { code: string; name: string }[]) {
  act(() =>
    root.render(
      createElement(
        MemoryRouter,
        null,
        createElement(
          I18nProvider,
          { i18n: createI18n("en", {}) },
          createElement(ComplianceDialog, { country: null, countries }),
        ),
      ),
    ),
  );
}

const options = () =>
  [...container.querySelectorAll("option")].map((o) => o.textContent);

describe("the compliance dialog's country list", () => {
  it("shows 'Loading countries...' while it loads and an empty list on failure", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return new Response("down", { status: 500 });
      }),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    show();
    expect(options()).toEqual(["Loading countries..."]);
    expect(container.querySelector("select")!.disabled).toBe(true);
    await act(async () => {
      release();
      await gate;
    });
    await vi.waitFor(() =>
      expect(options()).toEqual(["Select your country or region"]),
    );
    expect(container.querySelector("select")!.disabled).toBe(false);
    expect(logged.mock.calls.flat().join(" ")).toContain(
      "Failed to load countries",
    );
  });

  it("with the list in the page, never loads and never says it is loading", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show([
      { code: "GB", name: "United Kingdom" },
      { code: "US", name: "United States" },
    ]);
    expect(options()).toEqual([
      "Select your country or region",
      "United Kingdom",
      "United States",
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
