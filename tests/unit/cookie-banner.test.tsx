// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement, Fragment } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CookieBanner } from "#app/components/cookie-banner.tsx";
import { loadI18n } from "../support/load-i18n";
import {
  CookieSettingsButton,
  CookieSettingsContext,
  createCookieSettingsChannel,
} from "#app/components/cookie-settings.tsx";
import type { StoredChoice } from "#app/lib/platform/cookies.ts";
import { COOKIE_POLICY_VERSION } from "#app/lib/policies.ts";

/** React's act() only flushes updates when told it runs in a test. */
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
let posts: unknown[];

beforeEach(() => {
  localStorage.clear();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  posts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ success: true }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

/** The English catalog, as the site's English pages load it. */
const english = await loadI18n("en");

function render(initialConsent: StoredChoice | null, gpc = false) {
  const channel = createCookieSettingsChannel();
  act(() =>
    root.render(
      createElement(
        I18nProvider,
        { i18n: english },
        createElement(
          CookieSettingsContext,
          { value: channel },
          createElement(
            Fragment,
            null,
            createElement(CookieSettingsButton),
            createElement(CookieBanner, {
              initialConsent,
              gpc,
              cookieDomain: null,
            }),
          ),
        ),
      ),
    ),
  );
}

const banner = () => container.querySelector(".cookie-banner");
const button = (name: string) =>
  [...container.querySelectorAll("button")].find(
    (b) => b.textContent === name,
  )!;
const click = (name: string) => act(() => button(name).click());
/** Lets the fire-and-forget record request settle. */
const settle = () => act(async () => {});

describe("cookie banner and policy version", () => {
  it("asks again when the stored choice is from an older policy version", () => {
    localStorage.setItem("nirvana_cookie_consent", "accepted.2020-01-01");
    localStorage.setItem("cookiesAccepted", "1");
    render(null);
    expect(button("Accept")).toBeTruthy();
    expect(button("Decline")).toBeTruthy();
  });

  it("stays hidden for a choice under the current version", () => {
    localStorage.setItem(
      "nirvana_cookie_consent",
      `accepted.${COOKIE_POLICY_VERSION}`,
    );
    render(null);
    expect(banner()).toBeNull();
  });

  it("Accept stores the versioned choice and leaves one record", async () => {
    render(null);
    click("Accept");
    await settle();
    expect(banner()).toBeNull();
    expect(localStorage.getItem("nirvana_cookie_consent")).toBe(
      `accepted.${COOKIE_POLICY_VERSION}`,
    );
    expect(document.cookie).toContain(
      `nir_cookie_consent=accepted.${COOKIE_POLICY_VERSION}`,
    );
    expect(posts).toEqual([
      {
        choice: "accept",
        policyVersion: COOKIE_POLICY_VERSION,
        consentId: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });
});

describe("Global Privacy Control", () => {
  it("the server's header shows the notice instead of the question, and records gpc once", async () => {
    render(null, true);
    await settle();
    expect(banner()!.textContent).toContain("Global Privacy Control");
    expect(button("Accept")).toBeUndefined();
    expect(posts).toEqual([expect.objectContaining({ choice: "gpc" })]);
    expect(document.cookie).toContain(
      `nir_cookie_consent=gpc.${COOKIE_POLICY_VERSION}`,
    );
    click("OK");
    expect(banner()).toBeNull();
    // The next page load of the same browser: recorded already, nothing shown.
    act(() => root.unmount());
    root = createRoot(container);
    render("gpc", true);
    await settle();
    expect(banner()).toBeNull();
    expect(posts).toHaveLength(1);
  });

  it("navigator.globalPrivacyControl does the same without the header", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", {
      value: true,
      configurable: true,
    });
    localStorage.setItem(
      "nirvana_cookie_consent",
      `accepted.${COOKIE_POLICY_VERSION}`,
    );
    render("accepted", false);
    await settle();
    expect(banner()!.textContent).toContain("Global Privacy Control");
    expect(posts).toEqual([expect.objectContaining({ choice: "gpc" })]);
    expect(localStorage.getItem("cookiesAccepted")).toBeNull();
  });
});

describe("Cookie settings", () => {
  it("reopens the choice, moves focus into it, records the re-choice and gives focus back", async () => {
    render("accepted");
    expect(banner()).toBeNull();
    const settings = button("Cookie settings");
    settings.focus();
    act(() => settings.click());
    expect(banner()).not.toBeNull();
    expect(banner()!.contains(document.activeElement)).toBe(true);
    click("Decline");
    await settle();
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(posts).toEqual([expect.objectContaining({ choice: "decline" })]);
    act(() => settings.click());
    click("Decline");
    await settle();
    // Every choice leaves one record, the same browser's id each time.
    expect(posts).toHaveLength(2);
    const [a, b] = posts as { consentId: string }[];
    expect(a!.consentId).toBe(b!.consentId);
  });

  it("with GPC on, reopens the notice rather than the question", () => {
    render("gpc", true);
    act(() => button("Cookie settings").click());
    expect(banner()!.textContent).toContain("Global Privacy Control");
    expect(button("Decline")).toBeUndefined();
  });
});
