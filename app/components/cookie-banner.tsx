import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import {
  CONSENT_STORAGE_KEY,
  COOKIES_ACCEPTED_KEY,
  consentCookieWrites,
} from "~/lib/consent";
import type { ConsentChoice } from "~/lib/cookies";
import { COOKIE_BANNER } from "~/content/shell";
import { storage } from "~/lib/storage";

function writeCookie(cookie: string) {
  try {
    document.cookie = cookie;
  } catch {
    // A cookie write that fails is ignored: the choice still holds for this page.
  }
}

function storeChoice(choice: ConsentChoice, cookieDomain: string | null) {
  storage.set(CONSENT_STORAGE_KEY, choice);
  if (choice === "accepted") storage.set(COOKIES_ACCEPTED_KEY, "1");
  else storage.remove(COOKIES_ACCEPTED_KEY);
  const secure = window.location.protocol === "https:";
  for (const cookie of consentCookieWrites(choice, secure, cookieDomain))
    writeCookie(cookie);
}

/**
 * Accept and Decline with equal weight. While shown,
 * the page keeps a bottom scroll padding as tall as the banner, and focus that
 * lands behind it scrolls into view, so the banner never hides focus.
 */
export function CookieBanner({
  initialConsent,
  cookieDomain,
}: {
  initialConsent: ConsentChoice | null;
  /** The domain the worker widens cookies to on this host (root loader). */
  cookieDomain: string | null;
}) {
  const { _ } = useLingui();
  const [visible, setVisible] = useState(initialConsent === null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const stored = storage.get(CONSENT_STORAGE_KEY);
    if (
      stored === "accepted" ||
      stored === "declined" ||
      storage.get(COOKIES_ACCEPTED_KEY) === "1"
    ) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, applied after hydration so the first render matches the server's
      setVisible(false);
    }
  }, []);

  useEffect(() => {
    const banner = ref.current;
    if (!visible || !banner) return;
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
  }, [visible]);

  if (!visible) return null;
  const choose = (choice: ConsentChoice) => {
    storeChoice(choice, cookieDomain);
    setVisible(false);
  };
  return (
    <section
      ref={ref}
      className="cookie-banner"
      aria-label={_(COOKIE_BANNER.label)}
    >
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
    </section>
  );
}
