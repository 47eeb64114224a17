import { createContext, useContext } from "react";
import type { Locale } from "#app/lib/i18n/locales.ts";

/** One entry of the language menu: the code and the language's own name. */
export interface LanguageMenuItem {
  code: Locale;
  name: string;
}

/**
 * The header's language menu as the server words it
 * (app/lib/i18n/language-menu.server.ts), handed to the page by the root
 * loader: the current language's own name, English, then each area named
 * in the page's language with its languages.
 */
export interface LanguageMenu {
  current: string;
  first: LanguageMenuItem;
  regions: { region: string; name: string; languages: LanguageMenuItem[] }[];
}

/** The menu of the page being shown; null where no root loader ran. */
export const LanguageMenuContext = createContext<LanguageMenu | null>(null);

export function useLanguageMenu(): LanguageMenu | null {
  return useContext(LanguageMenuContext);
}
