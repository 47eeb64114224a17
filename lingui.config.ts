import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./app/lib/i18n/locales";

/** One PO catalog per locale; the locale list comes from the registry. */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app"],
      exclude: ["**/node_modules/**", "<rootDir>/app/locales/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
