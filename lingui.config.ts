import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { CATALOG_AREAS } from "./app/lib/i18n/area-files";
import { DEFAULT_LOCALE, LOCALE_CODES } from "./app/lib/i18n/locales";
import { PSEUDO_CATALOG, PSEUDO_EXTEND } from "./app/lib/i18n/pseudo";

const areaFiles = Object.values(CATALOG_AREAS).flat();

/**
 * One PO catalog per locale and area (app/lib/i18n/areas.ts): files listed
 * for an area go to it, everything else under app/ to `common`.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  // The pseudo catalog is generated from English at compile time (tests only).
  locales: [...LOCALE_CODES, PSEUDO_CATALOG],
  pseudoLocale: {
    locale: PSEUDO_CATALOG,
    extend: PSEUDO_EXTEND,
    // "~ ~ ~": visible, and a line can break between the tildes like between
    // real words.
    extendCharacter: "~ ",
  },
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/common",
      include: ["<rootDir>/app"],
      exclude: [
        "**/node_modules/**",
        "<rootDir>/app/locales/**",
        ...areaFiles.map((f) => `<rootDir>/${f}`),
      ],
    },
    ...Object.entries(CATALOG_AREAS).map(([area, files]) => ({
      path: `<rootDir>/app/locales/{locale}/${area}`,
      include: files.map((f) => `<rootDir>/${f}`),
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
