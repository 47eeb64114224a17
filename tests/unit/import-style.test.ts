import { resolve } from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importStylePlugin } from "../../tooling/eslint/import-style.ts";

/**
 * The one import style (tooling/eslint/import-style.ts) on planted imports:
 * a relative or extensionless import of app code fails and the fix writes
 * `#app/<path>` with its extension; packages, `./+types/…` and code outside
 * app/ pass; and the repository's ESLint config applies it.
 */
const ROOT = resolve(__dirname, "../..");

function lint(file: string, code: string) {
  const linter = new Linter({ cwd: ROOT });
  const config = [
    {
      files: ["**/*.{ts,tsx,mjs}"],
      languageOptions: { parser: tseslint.parser },
      plugins: { "import-style": importStylePlugin },
      rules: { "import-style/app-import": "error" as const },
    },
  ];
  const filename = resolve(ROOT, file);
  const messages = linter.verify(code, config, { filename });
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  const fixed = linter.verifyAndFix(code, config, { filename });
  return {
    messages: messages
      .filter((m) => m.ruleId === "import-style/app-import")
      .map((m) => m.message),
    output: fixed.output,
  };
}

describe("app code is imported as #app/<path> with its extension", () => {
  it("eslint.config.js applies it as an error to app/, workers/, tests/, scripts/ and bench/", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of [
      "app/lib/platform/cookies.ts",
      "app/routes/home.tsx",
      "workers/app.ts",
      "tests/unit/layers.test.ts",
      "scripts/test-summary.mjs",
      "bench/scan-drain-worker.ts",
    ]) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules["import-style/app-import"], file).toEqual([2]);
    }
  }, 60_000);

  it.each([
    [
      "app/lib/consent/consent.ts",
      'import { BRAND } from "../brand";',
      'import { BRAND } from "#app/lib/brand.ts";',
    ],
    [
      "app/lib/consent/consent.ts",
      'import { storage } from "../platform/storage.ts";',
      'import { storage } from "#app/lib/platform/storage.ts";',
    ],
    [
      "app/lib/consent/consent-record.ts",
      'export { API_CHOICE } from "./consent";',
      'export { API_CHOICE } from "#app/lib/consent/consent.ts";',
    ],
    [
      "app/components/forms.tsx",
      'const m = () => import("../lib/schemas/validate");',
      'const m = () => import("#app/lib/schemas/validate.ts");',
    ],
    [
      "app/lib/forms/client-validation.ts",
      'let m: typeof import("../schemas/validate");',
      'let m: typeof import("#app/lib/schemas/validate.ts");',
    ],
    [
      "app/routes/home.tsx",
      'import { Footer } from "../components/footer";',
      'import { Footer } from "#app/components/footer.tsx";',
    ],
    [
      "workers/site.ts",
      'import { BRAND } from "#app/lib/brand";',
      'import { BRAND } from "#app/lib/brand.ts";',
    ],
    [
      "tests/unit/teaser.test.ts",
      'import { teaserScore } from "../../app/lib/pages/teaser";',
      'import { teaserScore } from "#app/lib/pages/teaser.ts";',
    ],
    [
      "tests/unit/teaser.test.ts",
      'vi.mock("../../app/lib/brand.ts", () => ({}));',
      'vi.mock("#app/lib/brand.ts", () => ({}));',
    ],
    [
      "scripts/content/pdf/build.mjs",
      'await import("../../../app/lib/i18n/price-values.ts");',
      'await import("#app/lib/i18n/price-values.ts");',
    ],
  ])("%s: %s fails and is fixed", (file, code, fixed) => {
    const { messages, output } = lint(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("#app/");
    expect(output).toBe(fixed);
  });

  it.each([
    [
      "app/lib/consent/consent.ts",
      'import { BRAND } from "#app/lib/brand.ts";',
    ],
    ["app/routes/home.tsx", 'import type { Route } from "./+types/home";'],
    ["app/routes/home.tsx", 'import { data } from "react-router";'],
    ["workers/site.ts", 'import { fastCodeRedirect } from "./redirect";'],
    ["tests/unit/teaser.test.ts", 'import { x } from "../support/issuer.ts";'],
    ["app/root.tsx", 'import "#app/styles/account.css";'],
  ])("%s: %s passes", (file, code) => {
    expect(lint(file, code).messages).toEqual([]);
  });
});
