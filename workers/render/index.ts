import { WorkerEntrypoint } from "cloudflare:workers";
import {
  qrPdf,
  type KitPage,
  remittancePdf,
  type RemittanceSheet,
} from "#app/lib/qr-kit/index.ts";
import { loadKitFont } from "./kit-fonts";
import { svgToPng } from "./png";

/**
 * The renderer Worker (workers/render/wrangler.toml): the share cards' resvg
 * WebAssembly and font, and the QR kit's PDF writer (pdf-lib, fontkit and the kit's fonts), kept out of
 * the site's Worker so an isolate that starts for a QR scan loads none of
 * them (docs/decisions/cold-start.md). The site calls it over the RENDERER
 * service binding (workers/render/client.ts); both methods are pure.
 */
export class Renderer extends WorkerEntrypoint {
  /** An SVG share card drawn to PNG bytes with the bundled font only. */
  png(svg: string): Promise<Uint8Array<ArrayBuffer>> {
    return svgToPng(svg);
  }

  /** The QR kit's one-page PDF. */
  async pdf(kit: KitPage): Promise<Uint8Array<ArrayBuffer>> {
    return (await qrPdf(kit, loadKitFont)).slice();
  }

  /** An organisation's monthly remittance statement, with the kit's fonts. */
  async remittance(sheet: RemittanceSheet): Promise<Uint8Array<ArrayBuffer>> {
    return (await remittancePdf(sheet, loadKitFont)).slice();
  }
}

/** Nothing answers HTTP: the Worker is reached only through its binding. */
export default {
  fetch: () => new Response("Not found.", { status: 404 }),
} satisfies ExportedHandler;
