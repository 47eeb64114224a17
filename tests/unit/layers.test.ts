import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import {
  CONFIG_TIME,
  entryRefusal,
  FEATURE_FOLDERS,
  LAYERS,
  layerOf,
  layersPlugin,
  refusal,
  resolveSpecifier,
  STORE_MODULES,
} from "../../tooling/eslint/layers";

/**
 * The layer map (tooling/eslint/layers.ts, README.md "Architecture") on
 * planted files: an import outside a layer's allow-list fails, one inside it
 * passes, the database outside a store module fails; the repository's ESLint
 * config applies both rules; and the tree itself has no import across the
 * layers and no database use outside the stores.
 */
const ROOT = resolve(__dirname, "../..");
const RULES = {
  upward: "layers/no-upward-import",
  database: "layers/no-database-outside-stores",
  entry: "layers/feature-entry",
} as const;

// Only the two layer rules, without type information: fast enough to lint
// the whole tree and a planted file that does not exist.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { layers: layersPlugin },
      rules: {
        [RULES.upward]: "error",
        [RULES.database]: "error",
        [RULES.entry]: "error",
      },
    },
  ],
});

/** What the layer rules report on `code` planted at `file`. */
async function planted(file: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: resolve(ROOT, file),
  });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages;
}

const reportsOf = async (
  rule: (typeof RULES)[keyof typeof RULES],
  file: string,
  code: string,
) => (await planted(file, code)).filter((m) => m.ruleId === rule);

describe("the layer map", () => {
  // Loading the config pulls in every plugin: slow the first time.
  it("eslint.config.js applies the three rules as errors to app/ and workers/", async () => {
    const config = new ESLint({ cwd: ROOT });
    for (const file of [
      "app/lib/db/codes.server.ts",
      "app/components/forms.tsx",
      "app/content/landing.ts",
      "workers/app.ts",
    ]) {
      const rules = (await config.calculateConfigForFile(file)).rules;
      expect(rules[RULES.upward], file).toEqual([2]);
      expect(rules[RULES.database], file).toEqual([2]);
      expect(rules[RULES.entry], file).toEqual([2]);
    }
  }, 60_000);

  it("puts every folder of app/ and workers/ in the layer the README names", () => {
    const expected: Record<string, string> = {
      "workers/api/contact.ts": "workers",
      "app/routes/admin/payouts.tsx": "routes",
      "app/root.tsx": "routes",
      "app/components/forms.tsx": "components",
      "app/lib/use-cases/apply-code.server.ts": "use-cases",
      "app/lib/admin/guard.server.ts": "console",
      "app/lib/email/code-emails.ts": "email",
      "app/lib/email/outgoing.ts": "mail",
      "app/lib/money/index.server.ts": "money",
      "app/lib/money/flows/process.server.ts": "money-flows",
      "app/lib/money/paypal/client.ts": "money-rails",
      "app/lib/money/store/entries.server.ts": "money-store",
      "app/lib/money/rules/commission.ts": "money-rules",
      "app/lib/money/terms/programme-terms.ts": "money-terms",
      "app/lib/db/codes.server.ts": "data",
      "app/lib/i18n/locales.ts": "platform",
      "app/content/landing.ts": "content",
      "app/routes/demo.page.ts": "platform",
    };
    for (const [file, layer] of Object.entries(expected))
      expect(layerOf(file)?.name, file).toBe(layer);
    // Every source file belongs to a layer.
    for (const file of sourceFiles())
      expect(layerOf(file), file).not.toBeNull();
  });

  // One planted import for each pair that matters: up the layers, into a
  // room behind an entry, and out of the content leaf.
  it.each([
    // app/ never imports the Worker on top of it.
    [
      "app/lib/db/outbox.server.ts",
      'import type { S } from "../../../workers/email/sender";',
    ],
    ["app/routes/home.tsx", 'import { x } from "../../workers/site";'],
    [
      "app/lib/db/scans.server.ts",
      'export { foldEvents } from "../../../workers/scans/fold";',
    ],
    // Components sit below the routes.
    [
      "app/components/site-header.tsx",
      'import { meta } from "#app/routes/home.tsx";',
    ],
    [
      "app/components/apply-code-form.tsx",
      'import type { loader } from "#app/root.tsx";',
    ],
    // Use cases and the console sit below the routes and components, and beside each other.
    [
      "app/lib/use-cases/apply-code.server.ts",
      'import { Field } from "#app/components/forms.tsx";',
    ],
    [
      "app/lib/use-cases/apply-code.server.ts",
      'import { guard } from "#app/lib/admin/guard.server.ts";',
    ],
    [
      "app/lib/admin/lists.ts",
      'import { a } from "#app/lib/use-cases/apply-code.server.ts";',
    ],
    // E-mail texts sit below the use cases that send them.
    [
      "app/lib/email/code-emails.ts",
      'import { z } from "../use-cases/apply-code.server";',
    ],
    // Money is entered through its index; the store and flows are behind it.
    [
      "app/routes/admin/payouts.tsx",
      'import { listRuns } from "#app/lib/money/store/payouts.server.ts";',
    ],
    [
      "workers/billing/consumer.ts",
      'import { p } from "#app/lib/money/flows/process.server.ts";',
    ],
    [
      "app/lib/use-cases/account-page.server.ts",
      'import { b } from "#app/lib/money/store/balances.server.ts";',
    ],
    [
      "app/lib/money/index.server.ts",
      'export { listRuns } from "./store/payouts.server";',
    ],
    // Components run in the browser: money's server entry is not for them.
    [
      "app/components/forms.tsx",
      'import { termsAt } from "#app/lib/money/index.server.ts";',
    ],
    // Inside money: the store below the flows, the rules and terms pure.
    [
      "app/lib/money/store/payouts.server.ts",
      'import { markLinePaid } from "../flows/settle-payout.server";',
    ],
    [
      "app/lib/money/rules/commission.ts",
      'import { payeeBalances } from "../store/balances.server";',
    ],
    [
      "app/lib/money/terms/programme-terms.ts",
      'import { addDays } from "../rules/dates";',
    ],
    [
      "app/lib/money/paypal/client.ts",
      'import { x } from "../flows/paypal.server";',
    ],
    // Money sits above the data layer, below the use cases and console.
    [
      "app/lib/db/code-reports.server.ts",
      'import { x } from "#app/lib/money/index.server.ts";',
    ],
    [
      "app/lib/money/flows/console.server.ts",
      'import { q } from "#app/lib/admin/lists.ts";',
    ],
    // The data layer sits below use cases, console, e-mail texts and money.
    [
      "app/lib/db/codes.server.ts",
      'import { x } from "#app/lib/use-cases/approve-request.server.ts";',
    ],
    [
      "app/lib/db/audit.server.ts",
      'const m = () => import("#app/lib/admin/lists.ts");',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { y } from "#app/lib/email/code-emails.ts";',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { z } from "#app/content/issuer.ts";',
    ],
    // The platform sits below the data layer and everything above it.
    [
      "app/lib/account/funnel.ts",
      'import { rawFunnel } from "#app/lib/db/funnel.server.ts";',
    ],
    [
      "app/lib/forms/form-action.server.ts",
      'import { a } from "#app/lib/use-cases/apply-code.server.ts";',
    ],
    [
      "app/lib/i18n/format.ts",
      'import type { F } from "#app/components/forms.tsx";',
    ],
    [
      "app/lib/i18n/format.ts",
      'import { r } from "#app/lib/money/rules/commission.ts";',
    ],
    // The outbox's message is below the outbox; the texts are not.
    ["app/lib/email/outgoing.ts", 'import { x } from "./code-emails";'],
    // Content is a leaf: words, figures and vocabularies only.
    [
      "app/content/landing.ts",
      'import { h } from "#app/components/site-header.tsx";',
    ],
    [
      "app/content/landing.ts",
      'import { loader } from "#app/routes/home.tsx";',
    ],
    [
      "app/content/issuer.ts",
      'import { i18nFor } from "#app/lib/i18n/instance.ts";',
    ],
    [
      "app/content/issuer.ts",
      'import { r } from "#app/lib/money/rules/commission.ts";',
    ],
    [
      "app/content/issuer.ts",
      'import { x } from "#app/lib/db/codes.server.ts";',
    ],
    // A page's declaration sits in app/lib/pages/ for the layers: no
    // component or route module in it, and lib/ reads no other route file.
    [
      "app/routes/demo.page.ts",
      'import { HomeButton } from "#app/components/home-button.tsx";',
    ],
    ["app/routes/demo.page.ts", 'import { meta } from "./demo.tsx";'],
    [
      "app/lib/pages/declared.ts",
      'import { meta } from "#app/routes/demo.tsx";',
    ],
    // The money's figures import nothing, not even the platform.
    [
      "app/lib/money/terms/dated-terms.ts",
      'import { P } from "#app/lib/policies.ts";',
    ],
  ])("%s: %s fails", async (file, code) => {
    expect(await reportsOf(RULES.upward, file, code)).toHaveLength(1);
  });

  it.each([
    ["app/lib/db/codes.server.ts", 'import { auditStatement } from "./audit";'],
    [
      "app/lib/db/codes.server.ts",
      'import type { Admin } from "#app/lib/db/operator.ts";',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { CODE_ALPHABET } from "#app/lib/trust-codes/code-alphabet.ts";',
    ],
    [
      "app/lib/db/outbox.server.ts",
      'import { outgoingEmail } from "#app/lib/email/outgoing.ts";',
    ],
    ["app/lib/db/codes.server.ts", 'import { z } from "zod";'],
    [
      "app/lib/use-cases/approve-request.server.ts",
      'import { a } from "#app/lib/db/organisation-requests.server.ts";',
    ],
    [
      "app/lib/use-cases/apply-code.server.ts",
      'import { e } from "#app/lib/email/code-emails.ts";',
    ],
    [
      "app/lib/use-cases/account-page.server.ts",
      'import { payeeBalances } from "#app/lib/money/index.server.ts";',
    ],
    [
      "app/routes/home.tsx",
      'import { SiteHeader } from "#app/components/site-header.tsx";',
    ],
    [
      "app/routes/home.tsx",
      'import { LANDING } from "#app/content/landing.ts";',
    ],
    [
      "app/routes/admin/issuers.tsx",
      'import { listIssuers } from "#app/lib/db/issuers.server.ts";',
    ],
    ["app/root.tsx", 'import "./styles/public.css?inline";'],
    [
      "app/components/forms.tsx",
      'import type { FormOutcome } from "#app/lib/forms/form-outcome.ts";',
    ],
    [
      "app/components/cohort-table.tsx",
      'import { suppress } from "#app/lib/reports/cohorts.ts";',
    ],
    [
      "workers/api/contact.ts",
      'import { x } from "#app/lib/use-cases/apply-code.server.ts";',
    ],
    [
      "workers/scans/fold.ts",
      'import type { D } from "#app/lib/db/scans.server.ts";',
    ],
    [
      "app/routes/admin/payouts.tsx",
      'import { listRuns } from "#app/lib/money/index.server.ts";',
    ],
    [
      "app/routes/admin/payouts.tsx",
      'import { centsToDecimal } from "#app/lib/money/index.ts";',
    ],
    [
      "app/lib/i18n/price-values.ts",
      'import { CODE_DISCOUNT_PERCENT } from "../money/terms/programme-terms.ts";',
    ],
    [
      "app/lib/money/flows/process.server.ts",
      'import { rederiveMember } from "../store/member.server";',
    ],
    [
      "app/lib/money/store/payouts.server.ts",
      'import { auditStatement } from "../../db/audit.server";',
    ],
    [
      "app/lib/money/flows/payout-runs.server.ts",
      'import { payoutEmail } from "#app/lib/email/payout-emails.ts";',
    ],
    [
      "app/lib/email/payout-emails.ts",
      'import { isMonth } from "#app/lib/money/rules/month.ts";',
    ],
    [
      "app/content/link-preview.ts",
      'import { PRICE } from "#app/lib/money/terms/programme-terms.ts";',
    ],
    [
      "app/content/issuer.ts",
      'import { priceValues } from "#app/lib/i18n/price-values.ts";',
    ],
    [
      "app/content/translations/de/cv.ts",
      'import type { CvTranslation } from "../types";',
    ],
    [
      "app/lib/schemas/fields.ts",
      'import { VALIDATION } from "#app/content/validation.ts";',
    ],
    [
      "app/lib/pages/declared.ts",
      'import { pages } from "#app/routes/demo.page.ts";',
    ],
    [
      "app/routes/demo.page.ts",
      'import { declarePages } from "#app/lib/pages/declare.ts";',
    ],
    [
      "app/routes/wallet.page.ts",
      'const c = import("#app/content/wallet.ts");',
    ],
    [
      "app/content/footer.ts",
      'import { pageLink } from "#app/lib/pages/links.ts";',
    ],
  ])("%s: %s passes", async (file, code) => {
    expect(await reportsOf(RULES.upward, file, code)).toEqual([]);
  });

  // A feature of app/lib is entered through its entry from outside its folder.
  it.each([
    [
      "app/routes/home.tsx",
      'import { useLocale } from "#app/lib/i18n/use-locale.ts";',
    ],
    [
      "workers/api/contact.ts",
      'import { enqueue } from "#app/lib/db/outbox.server.ts";',
    ],
    [
      "app/lib/use-cases/apply-code.server.ts",
      'import { isActiveCode } from "../db/codes.server";',
    ],
    [
      "app/components/forms.tsx",
      'export type { FormOutcome } from "#app/lib/forms/form-outcome.ts";',
    ],
    [
      "app/routes/home.tsx",
      'const pdf = () => import("#app/lib/qr-kit/pdf.ts");',
    ],
    // Another feature's folder is outside too.
    [
      "app/lib/i18n/format.ts",
      'import { COOKIE } from "#app/lib/platform/cookies.ts";',
    ],
    // The words read only the modules listed for them.
    [
      "app/content/issuer.ts",
      'import { longDate } from "#app/lib/i18n/long-date.ts";',
    ],
    // Money's pure rules too, in the browser as on the server.
    [
      "app/components/forms.tsx",
      'import { centsToDecimal } from "#app/lib/money/rules/month.ts";',
    ],
    // A listed exception names its importer: only it may.
    [
      "app/lib/email/payout-emails.ts",
      'import { PRICE } from "#app/lib/money/terms/programme-terms.ts";',
    ],
    [
      "app/lib/forms/form-outcome.ts",
      'const v = () => import("#app/lib/schemas/validate.ts");',
    ],
  ])("%s: %s fails (past the entry)", async (file, code) => {
    const reports = await reportsOf(RULES.entry, file, code);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message).toMatch(/import its entry/);
  });

  it.each([
    [
      "app/routes/home.tsx",
      'import { useLocale, type Locale } from "#app/lib/i18n/index.ts";',
    ],
    [
      "workers/api/contact.ts",
      'import { enqueueContactStatement } from "#app/lib/db/index.server.ts";',
    ],
    // Inside its folder a file imports its neighbours.
    [
      "app/lib/db/codes.server.ts",
      'import { auditStatement } from "./audit.server";',
    ],
    [
      "app/lib/i18n/format.ts",
      'import { isLocale } from "#app/lib/i18n/locales.ts";',
    ],
    // Money's two entries; the root's two files have no folder.
    [
      "app/components/forms.tsx",
      'import { centsToDecimal } from "#app/lib/money/index.ts";',
    ],
    [
      "app/routes/admin/payouts.tsx",
      'import { listRuns } from "#app/lib/money/index.server.ts";',
    ],
    ["app/routes/home.tsx", 'import { BRAND } from "#app/lib/brand.ts";'],
    // Listed exceptions, each with its reason in tooling/eslint/layers.ts.
    [
      "app/content/link-preview.ts",
      'import { PRICE } from "#app/lib/money/terms/programme-terms.ts";',
    ],
    [
      "app/content/issuer.ts",
      'import { priceValues } from "#app/lib/i18n/price-values.ts";',
    ],
    [
      "app/routes/demo.page.ts",
      'import { declarePages } from "#app/lib/pages/declare.ts";',
    ],
    [
      "app/lib/db/outbox.server.ts",
      'import { outgoingEmail } from "#app/lib/email/outgoing.ts";',
    ],
    [
      "app/lib/forms/client-validation.ts",
      'const v = () => import("#app/lib/schemas/validate.ts");',
    ],
    // Read while the build is configured, in plain Node.
    [
      "app/lib/i18n/pseudo.ts",
      'import { COOKIE } from "#app/lib/platform/cookies.ts";',
    ],
  ])("%s: %s passes (the entry, or a listed room)", async (file, code) => {
    expect(await reportsOf(RULES.entry, file, code)).toEqual([]);
  });

  it("moves an import to the entry when the entry lists its names (eslint --fix)", async () => {
    const fixer = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      fix: true,
      overrideConfig: [
        {
          files: ["**/*.{ts,tsx}"],
          languageOptions: { parser: tseslint.parser },
          plugins: { layers: layersPlugin },
          rules: { [RULES.entry]: "error" },
        },
      ],
    });
    const fix = async (code: string) =>
      (
        await fixer.lintText(code, {
          filePath: resolve(ROOT, "app/routes/home.tsx"),
        })
      )[0]!;
    const moved = await fix(
      'import { useLocale } from "#app/lib/i18n/use-locale.ts";\nimport { cvTranslation } from "#app/lib/i18n/page-translations.server.ts";\n',
    );
    expect(moved.output).toContain(
      'import { useLocale } from "#app/lib/i18n/index.ts";',
    );
    expect(moved.output).toContain('from "#app/lib/i18n/index.server.ts";');
    expect(moved.messages).toEqual([]);
    // A name the entry does not list stays, and the lint still fails.
    const kept = await fix(
      'import { notListedAnywhere } from "#app/lib/i18n/use-locale.ts";\n',
    );
    expect(kept.output).toBeUndefined();
    expect(kept.messages).toHaveLength(1);
  });

  // The database: SQL, the D1 binding and its types only in store modules.
  it.each([
    [
      "app/routes/admin/issuers.tsx",
      'import { env } from "cloudflare:workers";\nawait env.DB.prepare("SELECT 1").first();',
    ],
    [
      "app/lib/use-cases/apply-code.server.ts",
      'export const rows = (db: { prepare(s: string): unknown }) => db.prepare("SELECT 1");',
    ],
    [
      "app/lib/money/flows/process.server.ts",
      'import { env } from "cloudflare:workers";\nexport const run = () => env.DB.batch([]);',
    ],
    [
      "workers/scans/consumer.ts",
      "export async function f(db: D1Database) { return db; }",
    ],
    [
      "app/lib/admin/activity.server.ts",
      "export type S = D1PreparedStatement[];",
    ],
    [
      "app/components/forms.tsx",
      "export const f = (c: { env: Env }) => c.env.DB;",
    ],
  ])("%s: the database outside a store fails", async (file, code) => {
    expect(
      (await reportsOf(RULES.database, file, code)).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [
      "app/lib/db/codes.server.ts",
      'import { env } from "cloudflare:workers";\nexport const s = (): D1PreparedStatement => env.DB.prepare("SELECT 1");',
    ],
    [
      "app/lib/money/store/entries.server.ts",
      'import { env } from "cloudflare:workers";\nexport const r = () => env.DB.batch([]);',
    ],
    [
      "app/lib/use-cases/apply-code.server.ts",
      'import { commit } from "#app/lib/db/batch.server.ts";\nexport const r = () => commit([]);',
    ],
    [
      "app/components/html-frame.tsx",
      "export const p = (s: string) => prepareDocument(s);",
    ],
  ])(
    "%s: the database in a store, or no database, passes",
    async (file, code) => {
      expect(await reportsOf(RULES.database, file, code)).toEqual([]);
    },
  );

  it("every layer's allow-list names layers that exist, and none lists itself", () => {
    const names = new Set(LAYERS.map((l) => l.name));
    for (const layer of LAYERS) {
      for (const name of layer.may) expect(names, layer.name).toContain(name);
      expect(layer.may, layer.name).not.toContain(layer.name);
    }
  });
});

/** The source files the layers cover, from the repository root. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "+types") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
        out.push(path);
    }
  };
  walk("app");
  walk("workers");
  return out;
}

describe("the tree keeps the map", () => {
  it("has no env.DB and no .prepare( outside the store modules", () => {
    const outside = sourceFiles().filter(
      (file) =>
        !STORE_MODULES.some((store) => file.startsWith(store)) &&
        /\benv\.DB\b|\.prepare\(/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(outside).toEqual([]);
    // The count means something: the stores do hold the SQL.
    const inside = sourceFiles().filter(
      (file) =>
        STORE_MODULES.some((store) => file.startsWith(store)) &&
        /\.prepare\(/.test(readFileSync(join(ROOT, file), "utf8")),
    );
    expect(inside.length).toBeGreaterThan(20);
  });

  // The lint proves it file by file (`npm run lint`); this counts the same
  // refusals over the import graph in a second.
  it("has no import across the layers", () => {
    const SPECIFIER =
      /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;
    let imports = 0;
    const across: string[] = [];
    for (const file of sourceFiles()) {
      const code = readFileSync(join(ROOT, file), "utf8");
      for (const match of code.matchAll(SPECIFIER)) {
        const target = resolveSpecifier(
          (match[1] ?? match[2] ?? match[3])!,
          file,
          ROOT,
        );
        if (!target) continue;
        imports++;
        const reason = refusal(file, target);
        if (reason) across.push(`${file}: ${reason}`);
      }
    }
    expect(imports).toBeGreaterThan(1500);
    expect(across).toEqual([]);
  });
});

describe("the features' entries", () => {
  const SPECIFIER =
    /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s*["']([^"']+)["']/g;
  const importsOf = (file: string) =>
    [...readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)]
      .map((m) => resolveSpecifier((m[1] ?? m[2] ?? m[3])!, file, ROOT))
      .filter((t): t is string => t !== null);
  const ENTRY = /^app\/lib\/[^/]+\/index(\.server)?$/;

  it("every feature folder has its entry, and the tree imports no file past one", () => {
    for (const feature of FEATURE_FOLDERS)
      expect(
        sourceFiles().filter(
          (f) =>
            ENTRY.test(f.replace(/\.tsx?$/, "")) &&
            f.startsWith(`app/lib/${feature}/`),
        ),
        feature,
      ).not.toEqual([]);
    let entryImports = 0;
    const past: string[] = [];
    for (const file of sourceFiles())
      for (const target of importsOf(file)) {
        if (ENTRY.test(target)) entryImports++;
        const reason = entryRefusal(file, target);
        if (reason) past.push(`${file}: ${reason}`);
      }
    expect(past).toEqual([]);
    expect(entryImports).toBeGreaterThan(500);
  });

  // What Node loads while the build is configured runs without the bundler
  // that looks through an entry (tooling/vite/entries.ts): it names files.
  it("the modules loaded at config time import no entry, and CONFIG_TIME lists only such modules", () => {
    const roots = [
      "lingui.config.ts",
      "app/routes.ts",
      ...readdirSync(join(ROOT, "tooling/vite")).map(
        (f) => `tooling/vite/${f}`,
      ),
      "scripts/kit-font-text.ts",
      // scripts/content/pdf/build.mjs imports these two.
      "app/lib/i18n/price-values.ts",
      "app/lib/i18n/locales.ts",
    ];
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const target of importsOf(file)) {
        const found = [".ts", ".tsx"]
          .map((ext) => target + ext)
          .find((f) => {
            try {
              return readFileSync(join(ROOT, f)) !== null;
            } catch {
              return false;
            }
          });
        if (found) stack.push(found);
      }
    }
    const loaded = [...seen].map((f) => f.replace(/\.tsx?$/, ""));
    expect(loaded.filter((f) => ENTRY.test(f))).toEqual([]);
    expect(loaded).toEqual(expect.arrayContaining(CONFIG_TIME));
  });
});
