import { useEffect, useRef, useState } from "react";
import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  COOKIES_ACCEPTED_KEY,
  TRACKING_COOKIES,
  type ConsentChoice,
} from "~/lib/consent";
import { CONSENT_COOKIE_MAX_AGE_S } from "~/lib/policies";
import { storage } from "~/lib/storage";

function writeCookie(cookie: string) {
  try {
    document.cookie = cookie;
  } catch {
    // A refused cookie write must not break the page (docs/consent.md).
  }
}

function storeChoice(choice: ConsentChoice) {
  storage.set(CONSENT_STORAGE_KEY, choice);
  if (choice === "accepted") storage.set(COOKIES_ACCEPTED_KEY, "1");
  else storage.remove(COOKIES_ACCEPTED_KEY);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  writeCookie(
    `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
  );
  if (choice === "declined") {
    for (const name of TRACKING_COOKIES) {
      writeCookie(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
      // The worker may have widened the cookie to the parent domain.
      const parent = window.location.hostname.split(".").slice(-2).join(".");
      if (parent.includes("."))
        writeCookie(
          `${name}=; Path=/; Max-Age=0; Domain=${parent}; SameSite=Lax`,
        );
    }
  }
}

/**
 * Accept and Decline with equal weight (docs/consent.md). While shown,
 * the page keeps a bottom scroll padding as tall as the banner, and focus that
 * lands behind it scrolls into view, so the banner never hides focus.
 */
export function CookieBanner({
  initialConsent,
}: {
  initialConsent: ConsentChoice | null;
}) {
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
    storeChoice(choice);
    setVisible(false);
  };
  return (
    <section ref={ref} className="cookie-banner" aria-label="Cookie consent">
      <p>
        We use a few cookies to remember your Trust Code and to count visits by
        campaign. No advertising cookies. You can accept or decline; the site
        works either way.
      </p>
      <div className="cookie-actions">
        <button
          type="button"
          className="button"
          onClick={() => choose("accepted")}
        >
          Accept
        </button>
        <button
          type="button"
          className="button"
          onClick={() => choose("declined")}
        >
          Decline
        </button>
      </div>
    </section>
  );
}
