import { useLingui } from "@lingui/react";
import { useContext, useEffect, useRef, useState } from "react";
import {
  bannerMode,
  CONSENT_STORAGE_KEY,
  COOKIES_ACCEPTED_KEY,
  consentCookieWrites,
  gpcNeedsApplying,
  type BannerMode,
  recordChoice,
} from "#app/lib/consent/index.ts";
import {
  consentValue,
  currentConsent,
  parseConsent,
  type ConsentChoice,
  type StoredChoice,
  storage,
} from "#app/lib/platform/index.ts";
import { GPC_NOTICE } from "#app/content/consent.ts";
import { COOKIE_BANNER } from "#app/content/shell.ts";
import { CookieSettingsContext } from "#app/components/cookie-settings.tsx";

function writeCookie(cookie: string) {
  try {
    document.cookie = cookie;
  } catch {
    // A cookie write that fails is ignored: the choice still holds for this page.
  }
}

function storeChoice(choice: StoredChoice, cookieDomain: string | null) {
  storage.set(CONSENT_STORAGE_KEY, consentValue(choice));
  if (choice === "accepted") storage.set(COOKIES_ACCEPTED_KEY, "1");
  else storage.remove(COOKIES_ACCEPTED_KEY);
  const secure = window.location.protocol === "https:";
  for (const cookie of consentCookieWrites(choice, secure, cookieDomain))
    writeCookie(cookie);
}

/** The browser's own Global Privacy Control flag (the header's twin). */
function browserGpc(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean })
      .globalPrivacyControl === true
  );
}

/**
 * Accept and Decline with equal weight; while the browser sends Global
 * Privacy Control, a notice that the site treats it as Decline instead
 * (docs/consent.md). Every choice is recorded once (POST /api/consent). The
 * footer's Cookie settings reopens it and moves focus into it. While shown,
 * the page keeps a bottom scroll padding as tall as the banner, and focus that
 * lands behind it scrolls into view, so the banner never hides focus.
 */
export function CookieBanner({
  initialConsent,
  gpc,
  cookieDomain,
}: {
  /** The consent cookie's choice under the current policy version (the page's visitor block). */
  initialConsent: StoredChoice | null;
  /** The request carried `Sec-GPC: 1` (the page's visitor block). */
  gpc: boolean;
  /** The domain the worker widens cookies to on this host (the page's visitor block). */
  cookieDomain: string | null;
}) {
  const { _ } = useLingui();
  const [mode, setMode] = useState<BannerMode>(() =>
    bannerMode(initialConsent, gpc),
  );
  const ref = useRef<HTMLElement>(null);
  /** Set while reopened from the footer: where focus returns afterwards. */
  const opener = useRef<HTMLElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const gpcShown = useRef(false);
  const settings = useContext(CookieSettingsContext);

  useEffect(() => {
    // The browser knows more than the server: local storage, and the GPC flag
    // of a browser that did not send the header.
    const stored =
      currentConsent(parseConsent(storage.get(CONSENT_STORAGE_KEY))) ??
      initialConsent;
    const gpcOn = gpc || browserGpc();
    if (gpcNeedsApplying(stored, gpcOn)) {
      storeChoice("gpc", cookieDomain);
      recordChoice("gpc");
      gpcShown.current = true;
    }
    // Applied after hydration, so the first render matches the server's.
    setMode(gpcShown.current ? "gpc" : bannerMode(stored, gpcOn));
  }, [initialConsent, gpc, cookieDomain]);

  useEffect(() => {
    if (!settings) return;
    return settings.subscribe(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && !ref.current?.contains(active))
        opener.current = active;
      setMode(gpc || browserGpc() ? "gpc" : "ask");
      setFocusRequest((n) => n + 1);
    });
  }, [settings, gpc]);

  useEffect(() => {
    if (focusRequest) ref.current?.focus();
  }, [focusRequest]);

  useEffect(() => {
    const banner = ref.current;
    if (!mode || !banner) return;
    const root = document.documentElement;
    const pad = () =>
      root.style.setProperty("--banner-height", `${banner.offsetHeight + 8}px`);
    pad();
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || banner.contains(target) || target.closest("dialog"))
        return;
      const rect = target.getBoundingClientRect();
      const top = banner.getBoundingClientRect().top;
      if (rect.bottom > top) window.scrollBy({ top: rect.bottom - top + 16 });
    };
    window.addEventListener("resize", pad);
    document.addEventListener("focusin", onFocus);
    return () => {
      root.style.removeProperty("--banner-height");
      window.removeEventListener("resize", pad);
      document.removeEventListener("focusin", onFocus);
    };
  }, [mode]);

  if (!mode) return null;
  const close = () => {
    gpcShown.current = false;
    setMode(null);
    // Reopened from the footer: focus goes back where it came from.
    opener.current?.focus();
    opener.current = null;
  };
  const choose = (choice: ConsentChoice) => {
    storeChoice(choice, cookieDomain);
    recordChoice(choice);
    close();
  };
  return (
    <section
      ref={ref}
      className="cookie-banner"
      aria-label={_(COOKIE_BANNER.label)}
      tabIndex={-1}
    >
      {mode === "gpc" ? (
        <>
          <p>{_(GPC_NOTICE.text)}</p>
          <div className="cookie-actions">
            <button type="button" className="button" onClick={close}>
              {_(GPC_NOTICE.dismiss)}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{_(COOKIE_BANNER.text)}</p>
          <div className="cookie-actions">
            <button
              type="button"
              className="button"
              onClick={() => choose("accepted")}
            >
              {_(COOKIE_BANNER.accept)}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => choose("declined")}
            >
              {_(COOKIE_BANNER.decline)}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
