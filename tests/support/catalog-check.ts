import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/** One catalog entry: the English source and the locale's translation. */
export interface CatalogEntry {
  message?: string;
  translation?: string;
}
export type Catalog = Record<string, CatalogEntry>;

type Node = string | [string, string?, unknown?];
const CHOICE_KINDS = new Set(["plural", "select", "selectordinal"]);

/**
 * What a translation must keep from its source: every argument with its kind
 * ("name", "count:plural", "role:select") and every select key, because a
 * missing select branch silently falls back to "other". Plural categories
 * legitimately differ between languages and are not compared.
 */
function shape(message: string): {
  args: Set<string>;
  selectKeys: Set<string>;
} {
  const args = new Set<string>();
  const selectKeys = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === "string") continue;
      const [name, kind, format] = node;
      args.add(kind ? `${name}:${kind}` : name);
      if (
        !kind ||
        !CHOICE_KINDS.has(kind) ||
        typeof format !== "object" ||
        !format
      )
        continue;
      for (const [key, branch] of Object.entries(format)) {
        if (key === "offset") continue;
        if (kind === "select") selectKeys.add(`${name}=${key}`);
        if (Array.isArray(branch)) walk(branch as Node[]);
      }
    }
  };
  walk(compileMessageOrThrow(message) as Node[]);
  return { args, selectKeys };
}

/** Rich-text tags of a <Trans> message ("<0>", "</0>", "<1/>"), sorted. */
function tags(message: string): string[] {
  return (message.match(/<\/?\d+\/?>/g) ?? []).sort();
}

const setDiff = (a: Set<string>, b: Set<string>) =>
  [...a].filter((x) => !b.has(x));

/**
 * Problems of one locale catalog against the source catalog: missing or empty
 * translations, translations that do not compile, and placeholders, select
 * keys or tags that differ. An empty list means the catalog is complete.
 */
export function catalogProblems(
  source: Catalog,
  target: Catalog,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const [id, entry] of Object.entries(source)) {
    const text = entry.message ?? entry.translation ?? id;
    const translation = target[id]?.translation;
    if (!translation) {
      problems.push(`${locale}: missing translation of "${text}"`);
      continue;
    }
    let want, got;
    try {
      want = shape(text);
      got = shape(translation);
    } catch (error) {
      problems.push(
        `${locale}: "${translation}" does not compile (${String(error)})`,
      );
      continue;
    }
    const missing = [
      ...setDiff(want.args, got.args),
      ...setDiff(want.selectKeys, got.selectKeys),
    ];
    const extra = setDiff(got.args, want.args);
    if (missing.length || extra.length) {
      problems.push(
        `${locale}: placeholders of "${text}" differ (missing: ${missing.join(", ") || "none"}; unknown: ${extra.join(", ") || "none"})`,
      );
    }
    if (tags(text).join() !== tags(translation).join()) {
      problems.push(`${locale}: tags of "${text}" differ in "${translation}"`);
    }
  }
  return problems;
}
