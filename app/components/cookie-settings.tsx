import { useLingui } from "@lingui/react";
import { createContext, useContext } from "react";
import { COOKIE_SETTINGS_LABEL } from "#app/content/consent.ts";

/** How the footer asks the cookie banner (its sibling in root.tsx) to reopen. */
export interface CookieSettingsChannel {
  open(): void;
  /** The banner listens; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createCookieSettingsChannel(): CookieSettingsChannel {
  const listeners = new Set<() => void>();
  return {
    open: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Null where no banner is mounted (the error page): the footer then shows no control. */
export const CookieSettingsContext =
  createContext<CookieSettingsChannel | null>(null);

/** "Cookie settings": a button (it opens something, it goes nowhere) that looks like the footer's links. */
export function CookieSettingsButton() {
  const { _ } = useLingui();
  const channel = useContext(CookieSettingsContext);
  if (!channel) return null;
  return (
    <p>
      <button
        type="button"
        className="cookie-settings"
        onClick={() => channel.open()}
      >
        {_(COOKIE_SETTINGS_LABEL)}
      </button>
    </p>
  );
}
