import type { MessageDescriptor } from "@lingui/core";
import type { DECLARED } from "#app/lib/pages/declared.ts";
import type { PageWords } from "#app/lib/pages/declare.ts";
import { PAGES, type PageEntry } from "#app/lib/pages/manifest.ts";

type Declared = (typeof DECLARED)[number]["pages"][number];

/** A page's id, as its declaration spells it: links name pages by it. */
export type PageId = Declared["id"];

/** The English path of a page that declares its title and description. */
export type RegistryPath = Extract<Declared, { words: unknown }>["path"];

/** The manifest entry of a page id. */
export function pageById(id: PageId): PageEntry {
  return PAGES.find((p) => p.id === id)!;
}

/** The English path of a page id (localize it for the visitor's language). */
export function pagePath(id: PageId): string {
  return pageById(id).path;
}

/** The title and description a page declares, by its English path. */
export function pageWords(path: RegistryPath): PageWords {
  return PAGES.find((p) => p.path === path)!.words!();
}

/** The title a page declares, by id. */
export function pageTitle(id: PageId): MessageDescriptor {
  const words = pageById(id).words;
  if (!words) throw new Error(`The page ${id} declares no words`);
  return words().title;
}

/** What a link to the page says: its declared label, or else its title. */
export function pageLabel(id: PageId): MessageDescriptor {
  const page = pageById(id);
  const label = page.label?.() ?? page.words?.().title;
  if (!label) throw new Error(`The page ${id} declares no label or words`);
  return label;
}

/** A link to a page of the site, by id. */
export interface PageLink {
  page: PageId;
  href: string;
  label: MessageDescriptor;
}

/** A link to `id` with its own label, or the page's. */
export function pageLink(id: PageId, label?: MessageDescriptor): PageLink {
  return { page: id, href: pagePath(id), label: label ?? pageLabel(id) };
}
