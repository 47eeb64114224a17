import { resolve } from "node:path";
import { ESLint, Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { layersPlugin } from "../../tooling/eslint/layers";

/**
 * The lint rule that keeps imports pointing down the layers
 * (tooling/eslint/layers.ts) on planted imports: an upward one fails, a downward or
 * sideways one passes; and the repository's ESLint config applies it.
 */
const ROOT = resolve(__dirname, "../..");

function upwardImports(file: string, code: string): string[] {
  const linter = new Linter({ cwd: ROOT });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.{ts,tsx}"],
        languageOptions: { parser: tseslint.parser },
        plugins: { layers: layersPlugin },
        rules: { "layers/no-upward-import": "error" },
      },
    ],
    { filename: resolve(ROOT, file) },
  );
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages
    .filter((m) => m.ruleId === "layers/no-upward-import")
    .map((m) => m.message);
}

describe("imports point down the layers", () => {
  // Loading the config pulls in every plugin: slow the first time.
  it("eslint.config.js applies it as an error to app/ and workers/", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of [
      "app/lib/db/codes.server.ts",
      "app/components/forms.tsx",
      "workers/app.ts",
    ]) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules["layers/no-upward-import"], file).toEqual([2]);
    }
  }, 60_000);

  it.each([
    [
      "app/lib/db/codes.server.ts",
      'import type { A } from "#app/lib/admin/guard.server.ts";',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { parseListQuery } from "../admin/lists";',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { x } from "#app/lib/use-cases/approve-request.server.ts";',
    ],
    [
      "app/lib/db/codes.server.ts",
      'import { y } from "#app/lib/email/code-emails.ts";',
    ],
    [
      "app/lib/db/outbox.server.ts",
      'import type { S } from "../../../workers/email/sender";',
    ],
    [
      "app/lib/db/scans.server.ts",
      'export { foldEvents } from "../../../workers/scans/fold";',
    ],
    [
      "app/lib/db/audit.server.ts",
      'const m = () => import("#app/lib/admin/lists.ts");',
    ],
    [
      "app/lib/forms/form-action.server.ts",
      'import type { F } from "#app/components/forms.tsx";',
    ],
    [
      "app/lib/email/code-emails.ts",
      'import { z } from "../use-cases/form-outcome";',
    ],
    [
      "app/components/apply-code-form.tsx",
      'import type { loader } from "#app/root.tsx";',
    ],
    [
      "app/components/site-header.tsx",
      'import { meta } from "#app/routes/home.tsx";',
    ],
    [
      "app/routes/admin/payouts.tsx",
      'import { listRuns } from "#app/lib/money/store/payouts.server.ts";',
    ],
    [
      "workers/billing/consumer.ts",
      'import { p } from "#app/lib/money/flows/process.server.ts";',
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
      "app/lib/money/store/payouts.server.ts",
      'import { markLinePaid } from "../flows/settle-payout.server";',
    ],
    [
      "app/lib/db/code-reports.server.ts",
      'import { x } from "#app/lib/money/store/balances.server.ts";',
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
  ])("%s: %s fails", (file, code) => {
    expect(upwardImports(file, code)).toHaveLength(1);
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
      "app/routes/home.tsx",
      'import { SiteHeader } from "#app/components/site-header.tsx";',
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
      'import { listRuns } from "#app/lib/money/index.ts";',
    ],
    [
      "app/routes/admin/payouts.tsx",
      'import { centsToDecimal } from "#app/lib/money/rules/month.ts";',
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
  ])("%s: %s passes", (file, code) => {
    expect(upwardImports(file, code)).toEqual([]);
  });
});
