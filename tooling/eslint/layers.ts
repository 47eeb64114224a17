// The house's layers, from the top: workers/ → routes → components → use
// cases → money (app/lib/money) → data (app/lib/db) → platform. Money is
// one domain folder entered through app/lib/money/index.ts; inside it the
// pure rooms (terms, rules) sit below the store, the store below the flows. An import may point down or
// sideways, never up (README.md "Architecture"). A local rule rather than a
// plugin: it only has to resolve the house's own specifiers (#app/*, ~/*,
// relative paths), and its zones read like import-x/no-restricted-paths.
import type { Rule } from "eslint";
import path from "node:path";

/**
 * Each zone: files under `target` may not import anything under `from`
 * (paths from the repository root; a directory ends in "/").
 */
interface Zone {
  target: string;
  from: string[];
  message: string;
  /** Importers under `target` the zone does not apply to. */
  unless?: string[];
  /** Paths under `from` the zone still lets through. */
  allow?: string[];
}

const MONEY = "app/lib/money/";
// What code outside the money folder may import from it: the entry, and the
// pure figures and rules (also safe in the browser, which the entry is not).
const MONEY_PUBLIC = [`${MONEY}index`, `${MONEY}terms/`, `${MONEY}rules/`];

const LAYER_ZONES: Zone[] = [
  {
    target: "app/",
    from: ["workers/"],
    message: "workers/ sits on top of app/; app/ never imports it.",
  },
  {
    target: "app/lib/",
    from: ["app/routes/", "app/components/", "app/root.tsx"],
    message: "app/lib/ sits below the routes and components.",
  },
  {
    target: "app/components/",
    from: ["app/routes/", "app/root.tsx"],
    message: "Components sit below the routes.",
  },
  {
    target: "app/lib/db/",
    from: ["app/lib/admin/", "app/lib/use-cases/", "app/lib/email/"],
    message:
      "The data layer sits below the use cases and the console; types it needs live in app/lib/db/, e-mails are written by use cases.",
  },
  {
    target: "app/lib/email/",
    from: ["app/lib/use-cases/", "app/lib/admin/"],
    message: "E-mail texts sit below the use cases that send them.",
  },
  {
    target: "app/lib/db/",
    from: [MONEY],
    message:
      "The data layer sits below money; money's SQL is app/lib/money/store/.",
  },
  {
    target: "app/",
    unless: [MONEY],
    from: [MONEY],
    allow: MONEY_PUBLIC,
    message:
      "Money is entered through app/lib/money/index.ts (or its pure terms/ and rules/).",
  },
  {
    target: "workers/",
    from: [MONEY],
    allow: MONEY_PUBLIC,
    message:
      "Money is entered through app/lib/money/index.ts (or its pure terms/ and rules/).",
  },
  {
    target: MONEY,
    from: ["app/lib/use-cases/", "app/lib/admin/"],
    // The console's CSV writer is plain text handling the files share.
    allow: ["app/lib/admin/csv"],
    message:
      "Money sits below the use cases and the console that call its flows.",
  },
  {
    target: `${MONEY}terms/`,
    from: [
      `${MONEY}rules/`,
      `${MONEY}store/`,
      `${MONEY}flows/`,
      `${MONEY}exports/`,
      `${MONEY}paddle/`,
      `${MONEY}paypal/`,
      `${MONEY}index`,
    ],
    message: "The terms are plain figures; they import nothing of money.",
  },
  {
    target: `${MONEY}rules/`,
    from: [
      `${MONEY}store/`,
      `${MONEY}flows/`,
      `${MONEY}exports/`,
      `${MONEY}paypal/`,
      `${MONEY}index`,
    ],
    message: "Money's rules are pure: no store, no flows.",
  },
  {
    target: `${MONEY}store/`,
    from: [`${MONEY}flows/`, `${MONEY}exports/`, `${MONEY}index`],
    message: "The store sits below the flows that call it.",
  },
];

// Exceptions that are not upward: the outbox delivers what e-mail/ renders
// and carries its message types.
const ALLOWED = new Map<string, string[]>([
  ["app/lib/db/", ["app/lib/email/types", "app/lib/email/outgoing"]],
]);

const EXTENSION = /\.(tsx?|jsx?|mjs)$/;

/** The repository path an import specifier points at, or null for a package. */
function resolveSpecifier(
  specifier: string,
  importer: string,
  root: string,
): string | null {
  let target: string;
  if (specifier.startsWith("#app/")) target = `app/${specifier.slice(5)}`;
  else if (specifier.startsWith("~/")) target = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith("."))
    target = path.relative(
      root,
      path.resolve(path.dirname(path.resolve(root, importer)), specifier),
    );
  else return null;
  return target.split(path.sep).join("/").replace(EXTENSION, "");
}

/**
 * A page's declaration beside its route (app/routes/<route>.page.ts) is data
 * the page manifest (app/lib/pages/) assembles: for the layers it sits in
 * app/lib/pages/, so the manifest may read it and it may import nothing a
 * file of app/lib/ may not.
 */
const PAGE_DECLARATION = /^app\/routes\/([^/]+)\.page$/;
const layerPath = (file: string) =>
  file
    .replace(EXTENSION, "")
    .replace(PAGE_DECLARATION, "app/lib/pages/declarations/$1");

const within = (file: string, zone: string) =>
  zone.endsWith("/")
    ? file.startsWith(zone)
    : file === zone.replace(EXTENSION, "");

/** The zone an import breaks, or null. Paths from the repository root. */
function brokenZone(importer: string, to: string): Zone | null {
  const from = layerPath(importer.split(path.sep).join("/"));
  const target = layerPath(to);
  for (const zone of LAYER_ZONES) {
    if (!from.startsWith(zone.target)) continue;
    if (zone.unless?.some((u) => from.startsWith(u))) continue;
    if (!zone.from.some((z) => within(target, z))) continue;
    const allowed = [
      ...(ALLOWED.get(zone.target) ?? []),
      ...(zone.allow ?? []),
    ];
    if (allowed.some((a) => within(target, a))) continue;
    return zone;
  }
  return null;
}

const noUpwardImport: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "An import may not point up the layers." },
    schema: [],
    messages: { up: "Upward import of {{target}}: {{reason}}" },
  },
  create(context) {
    const root = context.cwd;
    const importer = path.relative(root, context.filename);
    const check = (
      node: Rule.Node | { source?: { type: string; value?: unknown } | null },
    ) => {
      const source = "source" in node ? node.source : null;
      if (!source || source.type !== "Literal") return;
      if (typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, importer, root);
      if (!target) return;
      const zone = brokenZone(importer, target);
      if (zone)
        context.report({
          node: source as Rule.Node,
          messageId: "up",
          data: { target: source.value, reason: zone.message },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layersPlugin = { rules: { "no-upward-import": noUpwardImport } };
