import { requireAdmin } from "#app/lib/admin/index.server.ts";
import { BRAND } from "#app/lib/brand.ts";
import { auditPayoutFile } from "#app/lib/db/index.server.ts";
import { getRun, runLines } from "#app/lib/money/index.server.ts";
import {
  chequeRegister,
  paypalFile,
  paypalParts,
  claimForFile,
} from "#app/lib/money/index.server.ts";
import { isMonth } from "#app/lib/money/index.ts";
import type { Route } from "./+types/payout-file";

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });

const download = (filename: string, body: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });

/**
 * Resource route: /admin/payouts/<month>/paypal.csv[?part=N] (PayPal's
 * mass-payment file, 5,000 rows a part) and /admin/payouts/<month>/cheques.csv
 * (the cheque register), for an approved run only. Each download is audited.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const run = isMonth(params.month) ? await getRun(params.month) : null;
  if (!run || (params.file !== "paypal.csv" && params.file !== "cheques.csv"))
    return text(404, "No such file.");
  if (run.status !== "approved")
    return text(409, "Approve the run before exporting its files.");

  let body: string;
  let filename: string;
  if (params.file === "paypal.csv") {
    // Open lines only, and each line one way (docs/paypal-payouts.md): the
    // file takes the open lines no batch carries, and from now on they go by
    // file; lines sent through PayPal's API are never in it.
    const open = (await runLines(run.month, "paypal")).filter(
      (l) => l.status === "open",
    );
    const byFile = await claimForFile(
      open.map((l) => l.id),
      new Date().toISOString(),
    );
    const lines = open.filter((l) => byFile.has(l.id));
    const raw = new URL(request.url).searchParams.get("part") ?? "1";
    const part = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 0;
    if (!part || part > paypalParts(lines.length))
      return text(404, "No such part.");
    body = paypalFile(run.month, lines, part);
    filename = `${BRAND.slug}-paypal-${run.month}-part-${part}.csv`;
  } else {
    // Open lines only: a paid cheque, or a failed one whose money is back on
    // the balance, is in no later download (docs/payouts.md).
    body = chequeRegister(
      run.month,
      (await runLines(run.month, "cheque")).filter((l) => l.status === "open"),
    );
    filename = `${BRAND.slug}-cheques-${run.month}.csv`;
  }
  await auditPayoutFile(admin, run.month, filename);
  return download(filename, body);
}
