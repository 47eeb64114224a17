/** An organisation's monthly remittance statement (docs/my-trust-code.md "Remittance statement"). */
import {
  remittanceMonths,
  remittanceTotals,
} from "#app/lib/money/rules/remittance.ts";
import type { RemittanceTotals } from "#app/lib/money/rules/remittance.ts";
import {
  organisationFirstMonth,
  organisationMonthSums,
  organisationName,
} from "#app/lib/money/store/remittance.server.ts";

/** The month's totals for the organisation, and the months it may choose from. */
export async function organisationRemittance(
  organisationId: string,
  month: string,
  now: Date,
): Promise<{ totals: RemittanceTotals; months: string[]; name: string }> {
  const [sums, first, name] = await Promise.all([
    organisationMonthSums(organisationId, month),
    organisationFirstMonth(organisationId),
    organisationName(organisationId),
  ]);
  return {
    totals: remittanceTotals(month, sums),
    months: remittanceMonths(now, first),
    name: name ?? "",
  };
}
