// The house's layers (README.md "Architecture"), from the top: workers/ →
// routes → components → use cases and the console → money → data →
// platform, with app/content as a leaf of words. Each layer lists the
// layers it may import from; anything else, up or sideways into a room it
// is not given, fails the lint. A second rule keeps the database inside
// the store modules, and a third holds code outside a feature's folder of
// app/lib to the folder's entry. Local rules rather than a plugin: they only have to
// resolve the house's own specifiers (#app/*, ~/*, relative paths).
// Proven by tests/unit/layers.test.ts.
import type { Rule } from "eslint";
import fs from "node:fs";
import path from "node:path";
import { entryOrigins } from "../vite/entries.ts";

interface Layer {
  name: string;
  /**
   * What belongs to it, from the repository root: a directory ends in "/",
   * a file is named without its extension (or matched by a pattern). A file
   * belongs to the layer that names it most closely: a file or pattern
   * before a directory, a deeper directory before a shallower one.
   */
  files: (string | RegExp)[];
  /** The layers it may import from (its own is always allowed). */
  may: string[];
  /** Modules of other layers it may also import, each with its reason. */
  alsoModules?: string[];
  /** What the layer is, said in a lint message. */
  what: string;
}

const USE = ["content", "platform", "styles"];
const MONEY_PURE = ["money-terms", "money-rules"];

/**
 * What the site's words may read besides other words and the programme's
 * figures: the brand, the locales, how each locale writes a price, the
 * forms' vocabularies, and a page's path and title for a link to it.
 */
const WORDS_READ = [
  "app/lib/brand",
  "app/lib/i18n/locales",
  "app/lib/i18n/price-values",
  "app/lib/schemas/form-data",
  "app/lib/pages/links",
];

export const LAYERS: Layer[] = [
  {
    name: "workers",
    files: ["workers/"],
    may: [
      "components",
      "use-cases",
      "console",
      "email",
      "mail",
      "money",
      ...MONEY_PURE,
      "data",
      ...USE,
    ],
    what: "the Worker (workers/), on top of everything",
  },
  {
    name: "routes",
    files: [
      "app/routes/",
      "app/root",
      "app/routes",
      "app/entry.client",
      "app/entry.server",
      "app/+types/",
    ],
    may: [
      "components",
      "use-cases",
      "console",
      "email",
      "mail",
      "money",
      ...MONEY_PURE,
      "data",
      ...USE,
    ],
    what: "the routes (app/routes/, app/root.tsx)",
  },
  {
    name: "components",
    files: ["app/components/"],
    may: ["use-cases", "console", ...MONEY_PURE, "data", ...USE],
    what: "the components (app/components/), below the routes",
  },
  {
    name: "use-cases",
    files: ["app/lib/use-cases/"],
    may: ["email", "mail", "money", ...MONEY_PURE, "data", ...USE],
    what: "the use cases (app/lib/use-cases/), below the routes and components",
  },
  {
    name: "console",
    files: ["app/lib/admin/"],
    may: ["money", ...MONEY_PURE, "data", ...USE],
    what: "the console's helpers (app/lib/admin/), below its routes",
  },
  {
    name: "mail",
    files: ["app/lib/email/types", "app/lib/email/outgoing"],
    may: ["platform"],
    what: "an outbox message as it is sent, below the outbox that stores it",
  },
  {
    name: "email",
    files: ["app/lib/email/"],
    may: ["mail", ...MONEY_PURE, ...USE],
    what: "the e-mail texts (app/lib/email/), written by the use cases and flows that send them",
  },
  {
    name: "money",
    files: ["app/lib/money/index.server"],
    may: ["money-flows", ...MONEY_PURE, "money-rails"],
    what: "money's one entry (app/lib/money/index.server.ts): it exports flows, never the store",
  },
  {
    name: "money-flows",
    files: ["app/lib/money/flows/", "app/lib/money/exports/"],
    may: [
      "money-rails",
      "money-store",
      ...MONEY_PURE,
      "email",
      "mail",
      "data",
      ...USE,
    ],
    what: "money's flows and exports, entered through app/lib/money/index.server.ts",
  },
  {
    name: "money-rails",
    files: ["app/lib/money/paddle/", "app/lib/money/paypal/"],
    may: [...MONEY_PURE, "platform"],
    what: "Paddle's and PayPal's APIs and shapes, below money's flows",
  },
  {
    name: "money-store",
    files: ["app/lib/money/store/"],
    may: ["money-rails", ...MONEY_PURE, "data", "platform"],
    what: "money's store (app/lib/money/store/), below the flows that call it",
  },
  {
    name: "money-rules",
    files: ["app/lib/money/rules/", "app/lib/money/index"],
    may: ["money-terms", "platform"],
    what: "money's pure rules and its browser-safe entry (app/lib/money/index.ts): no store, no flows",
  },
  {
    name: "money-terms",
    files: ["app/lib/money/terms/"],
    may: [],
    what: "the programme's figures, which import nothing",
  },
  {
    name: "data",
    files: ["app/lib/db/"],
    may: ["mail", "platform"],
    what: "the data layer (app/lib/db/), below the use cases, the console and money",
  },
  {
    name: "content",
    files: ["app/content/"],
    may: ["money-terms"],
    alsoModules: WORDS_READ,
    what: "the site's words (app/content/), a leaf: it imports only words, figures and vocabularies",
  },
  {
    name: "platform",
    // A page's declaration beside its route (app/routes/<route>.page.ts) is
    // data the page manifest (app/lib/pages/) assembles: it sits here, so
    // the manifest may read it and it imports nothing a file of app/lib/ may not.
    files: ["app/lib/", /^app\/routes\/[^/]+\.page$/],
    may: ["money-terms", "content", "styles"],
    what: "the platform pieces and feature helpers of app/lib/, below the data layer",
  },
  {
    name: "styles",
    files: ["app/styles/"],
    may: [],
    what: "style sheets",
  },
];

const BY_NAME = new Map(LAYERS.map((l) => [l.name, l]));
for (const layer of LAYERS)
  for (const name of layer.may)
    if (!BY_NAME.has(name))
      throw new Error(
        `layer ${layer.name} may import an unknown layer ${name}`,
      );

const EXTENSION = /\.(tsx?|jsx?|mjs)$/;

const within = (file: string, entry: string | RegExp) =>
  typeof entry !== "string"
    ? entry.test(file)
    : entry.endsWith("/")
      ? file.startsWith(entry)
      : file === entry;

/** How closely an entry names a file: a file or pattern most, then the deeper directory. */
const closeness = (entry: string | RegExp) =>
  typeof entry !== "string" || !entry.endsWith("/")
    ? Number.MAX_SAFE_INTEGER
    : entry.length;

/** The layer a repository path belongs to, or null outside app/ and workers/. */
export function layerOf(file: string): Layer | null {
  const bare = file.split(path.sep).join("/").replace(EXTENSION, "");
  let best: { layer: Layer; closeness: number } | null = null;
  for (const layer of LAYERS)
    for (const entry of layer.files)
      if (within(bare, entry) && closeness(entry) > (best?.closeness ?? -1))
        best = { layer, closeness: closeness(entry) };
  return best?.layer ?? null;
}

/** The repository path an import specifier points at, or null for a package. */
export function resolveSpecifier(
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
  return target
    .split(path.sep)
    .join("/")
    .replace(/\?.*$/, "")
    .replace(EXTENSION, "");
}

/** Why `importer` may not import `target` (repository paths), or null when it may. */
export function refusal(importer: string, target: string): string | null {
  const from = layerOf(importer);
  if (!from) return null;
  const to = layerOf(target);
  if (!to) return `${target} is outside app/ and workers/.`;
  if (to === from || from.may.includes(to.name)) return null;
  if (from.alsoModules?.some((m) => within(target, m))) return null;
  return `${from.what} may import only from ${
    [from.name, ...from.may].join(", ") || "itself"
  }${from.alsoModules ? ` and ${from.alsoModules.join(", ")}` : ""}; ${target} is ${to.what}.`;
}

/** An import, export-from or import() of the house's own code, resolved. */
interface HouseImport {
  node: Rule.Node;
  source: Rule.Node;
  specifier: string;
  importer: string;
  /** The repository path it points at (app/… or workers/…), without extension. */
  target: string;
  root: string;
}

/** Calls `visit` for each import of the house's own code in the file (packages are skipped). */
function eachImport(
  context: Rule.RuleContext,
  visit: (found: HouseImport) => void,
): Rule.RuleListener {
  const root = context.cwd;
  const importer = path.relative(root, context.filename);
  const check = (node: Rule.Node) => {
    const source = (node as { source?: Rule.Node | null }).source;
    if (!source || source.type !== "Literal") return;
    if (typeof source.value !== "string") return;
    const target = resolveSpecifier(source.value, importer, root);
    if (!target) return;
    visit({ node, source, specifier: source.value, importer, target, root });
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

const noUpwardImport: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description: "A layer imports only from the layers it lists.",
    },
    schema: [],
    messages: { up: "Import of {{target}} across the layers: {{reason}}" },
  },
  create: (context) =>
    eachImport(context, ({ source, specifier, importer, target }) => {
      const reason = refusal(importer, target);
      if (reason)
        context.report({
          node: source,
          messageId: "up",
          data: { target: specifier, reason },
        });
    }),
};

/**
 * The features of app/lib with a public entry: code outside a folder imports
 * its `index.ts` (what the browser may run) or `index.server.ts` (server
 * only), never one of its files. Money's rooms are layers of their own
 * above: its index.ts carries the pure terms/ and rules/ the browser may run,
 * its index.server.ts the flows.
 */
export const FEATURE_FOLDERS = [
  "account",
  "admin",
  "compliance",
  "consent",
  "db",
  "documents",
  "email",
  "forms",
  "i18n",
  "identity",
  "money",
  "pages",
  "platform",
  "qr-kit",
  "reports",
  "scans",
  "schemas",
  "trust-codes",
  "use-cases",
];

/**
 * Modules Node loads while it configures the build, before any bundler
 * runs: the routes (app/routes.ts), what lingui.config.ts reads (the locales,
 * the catalogs' areas, the pseudo-locale) and what the build's plugins and
 * scripts read (tooling/vite/, scripts/kit-font-text.ts). An entry there
 * would load its whole folder, Lingui macros included, in plain Node, so
 * they name the files they need. tests/unit/layers.test.ts walks their
 * imports from those roots and finds no entry.
 */
export const CONFIG_TIME = [
  "app/routes",
  "app/lib/account/month-label",
  "app/lib/i18n/area-files",
  "app/lib/i18n/pseudo",
  "app/lib/pages/declare",
  "app/lib/pages/queries",
  "app/lib/platform/cookies",
  "app/lib/qr-kit/fonts",
  "app/lib/qr-kit/pdf",
  "app/lib/qr-kit/remittance-text",
  "app/lib/qr-kit/render",
  "app/lib/qr-kit/svg",
  "app/lib/qr-kit/typeface",
  "app/lib/trust-codes/qr",
];

/** Files of a feature imported from outside it, each with its reason. */
export const ROOM_EXCEPTIONS: {
  importer: string | RegExp;
  target: string;
  why: string;
}[] = [
  ...WORDS_READ.filter((m) => m.includes("/", "app/lib/".length)).map(
    (target) => ({
      importer: "app/content/",
      target,
      why: "the site's words are a leaf that the entries' modules read, so they read the one module they need (WORDS_READ)",
    }),
  ),
  ...["app/content/", "app/lib/i18n/price-values"].map((importer) => ({
    importer,
    target: "app/lib/money/terms/programme-terms",
    why: "the programme's figures import nothing, and the site's words and price formats are leaves below money's rules, which its entry also carries",
  })),
  {
    importer: /^app\/routes\/[^/]+\.page$/,
    target: "app/lib/pages/declare",
    why: "a page's declaration is read by the page manifest the pages entry exports",
  },
  ...["app/lib/email/outgoing", "app/lib/email/types"].map((target) => ({
    importer: /^(?:app|workers)\//,
    target,
    why: "the outgoing message is a layer of its own below the data layer, which stores it; the e-mail texts' entry is above it",
  })),
  {
    importer: "app/lib/forms/client-validation",
    target: "app/lib/schemas/validate",
    why: "loaded with import() on first use, so the page does not download zod up front",
  },
];

/** Why `importer` may not import `target` past its feature's entry, or null. */
export function entryRefusal(importer: string, target: string): string | null {
  const feature = /^app\/lib\/([^/]+)\/(.+)$/.exec(target);
  if (!feature || !FEATURE_FOLDERS.includes(feature[1]!)) return null;
  const folder = `app/lib/${feature[1]}/`;
  const from = importer.split(path.sep).join("/").replace(EXTENSION, "");
  if (!from.startsWith("app/") && !from.startsWith("workers/")) return null;
  if (from.startsWith(folder)) return null;
  if (feature[2] === "index" || feature[2] === "index.server") return null;
  if (CONFIG_TIME.includes(from)) return null;
  if (
    ROOM_EXCEPTIONS.some((e) => e.target === target && within(from, e.importer))
  )
    return null;
  return `${target} is a file of ${folder}; outside the folder, import its entry (${folder}index.ts, or index.server.ts for server-only names) and add the name there if it is missing.`;
}

/**
 * The entry `target` (a repository path without extension) belongs to, when
 * it lists every one of `names`: the specifier to import them from instead.
 */
export function entryFor(
  target: string,
  names: string[],
  root: string,
): string | null {
  const feature = /^app\/lib\/([^/]+)\/(.+)$/.exec(target);
  if (!feature) return null;
  const entry = `app/lib/${feature[1]}/${
    feature[2]!.endsWith(".server") ? "index.server" : "index"
  }.ts`;
  let code: string;
  try {
    code = fs.readFileSync(path.join(root, entry), "utf8");
  } catch {
    return null;
  }
  const origins = entryOrigins(code);
  if (!origins || !names.every((name) => origins.has(name))) return null;
  return `#${entry}`;
}

/** The names an import or export-from takes, or null for a default or namespace. */
function namesOf(node: {
  specifiers?: { type: string; imported?: unknown; local?: unknown }[];
}): string[] | null {
  const names: string[] = [];
  for (const s of node.specifiers ?? []) {
    const id = (s.type === "ImportSpecifier" ? s.imported : s.local) as {
      type: string;
      name?: string;
      value?: unknown;
    };
    if (s.type !== "ImportSpecifier" && s.type !== "ExportSpecifier")
      return null;
    if (id.type !== "Identifier" || !id.name) return null;
    names.push(id.name);
  }
  return names.length ? names : null;
}

const featureEntry: Rule.RuleModule = {
  meta: {
    type: "problem",
    fixable: "code",
    docs: {
      description:
        "Outside a feature's folder of app/lib, import its entry (index.ts, index.server.ts), never its files.",
    },
    schema: [],
    messages: { room: "Import of {{target}} past its entry: {{reason}}" },
  },
  create: (context) =>
    eachImport(
      context,
      ({ node, source, specifier, importer, target, root }) => {
        const reason = entryRefusal(importer, target);
        if (!reason) return;
        // Named imports the entry lists move to it (`eslint --fix`).
        const names =
          "specifiers" in node
            ? namesOf(node as Parameters<typeof namesOf>[0])
            : null;
        const entry = names && entryFor(target, names, root);
        context.report({
          node: source,
          messageId: "room",
          data: { target: specifier, reason },
          fix: entry
            ? (fixer) => fixer.replaceText(source, JSON.stringify(entry))
            : null,
        });
      },
    ),
};

/** Where SQL and the D1 binding live: the store modules. */
export const STORE_MODULES = ["app/lib/db/", "app/lib/money/store/"];

const isStore = (file: string) =>
  STORE_MODULES.some((s) => file.split(path.sep).join("/").startsWith(s));

const noDatabaseOutsideStores: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Only store modules touch the database: env.DB, .prepare( and the D1 types.",
    },
    schema: [],
    messages: {
      db: "{{what}} outside a store module: SQL and the D1 binding live in app/lib/db/ or app/lib/money/store/ (commit a store's statements with app/lib/db/batch.server.ts).",
    },
  },
  create(context) {
    if (isStore(path.relative(context.cwd, context.filename))) return {};
    return {
      MemberExpression(node) {
        const name =
          !node.computed && node.property.type === "Identifier"
            ? node.property.name
            : node.property.type === "Literal"
              ? node.property.value
              : null;
        if (name === "DB")
          context.report({
            node,
            messageId: "db",
            data: { what: "The DB binding" },
          });
        else if (name === "prepare" && node.parent.type === "CallExpression")
          context.report({
            node,
            messageId: "db",
            data: { what: ".prepare(" },
          });
      },
      // A D1 type (D1Database, D1PreparedStatement, D1Result…) in a type annotation.
      "TSTypeReference > Identifier"(node: Rule.Node & { name: string }) {
        if (/^D1[A-Z]/.test(node.name))
          context.report({ node, messageId: "db", data: { what: node.name } });
      },
    };
  },
};

export const layersPlugin = {
  rules: {
    "no-upward-import": noUpwardImport,
    "no-database-outside-stores": noDatabaseOutsideStores,
    "feature-entry": featureEntry,
  },
};
