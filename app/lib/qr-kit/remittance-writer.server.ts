import { env } from "cloudflare:workers";
import type { RemittanceSheet } from "#app/lib/qr-kit/remittance-pdf.ts";

/**
 * The renderer Worker's remittance method (workers/render/index.ts), reached
 * over the RENDERER binding so pdf-lib and the fonts stay out of the site's
 * Worker (docs/decisions/cold-start.md).
 */
interface RemittanceRenderer {
  remittance(sheet: RemittanceSheet): Promise<Uint8Array<ArrayBuffer>>;
}

export function writeRemittancePdf(
  sheet: RemittanceSheet,
): Promise<Uint8Array<ArrayBuffer>> {
  return (env.RENDERER as unknown as RemittanceRenderer).remittance(sheet);
}
