import type { Fellow, FELLOW_PROFILE } from "#app/content/fellows.ts";
import type { FounderContent } from "#app/content/founder.ts";
import { localeFromPath } from "./i18n/locale-path";
import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

/** app/content/translations/<locale>/founder.ts */
export interface FounderTranslation {
  sampleNotice: string;
  founder: FounderContent;
  linksHeading: string;
}

/** app/content/translations/<locale>/fellows.ts */
export interface FellowsTranslation {
  sampleNotice: string;
  heading: string;
  intro: string;
  fellows: Fellow[];
  profile: typeof FELLOW_PROFILE;
}

/*
 * One lazy module per locale and page: the server imports only the language
 * it renders, and the browser gets that one language in the loader data, never
 * the modules (this file is server-only). A locale without a file is English.
 */
const FOUNDER = import.meta.glob<FounderTranslation>(
  "../content/translations/*/founder.ts",
);
const FELLOWS = import.meta.glob<FellowsTranslation>(
  "../content/translations/*/fellows.ts",
);

type Modules<T> = Record<string, () => Promise<T>>;

async function pick<T>(
  modules: Modules<T>,
  page: string,
  locale: Locale,
): Promise<T | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const load = modules[`../content/translations/${locale}/${page}.ts`];
  return load ? await load() : null;
}

/** The founder page's words in the requested page's language, or null for English. */
export async function founderTranslation(
  request: Request,
): Promise<FounderTranslation | null> {
  const t = await pick(
    FOUNDER,
    "founder",
    localeFromPath(new URL(request.url).pathname),
  );
  return (
    t && {
      sampleNotice: t.sampleNotice,
      founder: t.founder,
      linksHeading: t.linksHeading,
    }
  );
}

/** The fellows page's words in the requested page's language, or null for English. */
export async function fellowsTranslation(
  request: Request,
): Promise<FellowsTranslation | null> {
  const t = await pick(
    FELLOWS,
    "fellows",
    localeFromPath(new URL(request.url).pathname),
  );
  return (
    t && {
      sampleNotice: t.sampleNotice,
      heading: t.heading,
      intro: t.intro,
      fellows: t.fellows,
      profile: t.profile,
    }
  );
}
