import { env } from "cloudflare:workers";
import type { KitPage } from "#app/lib/qr-kit/index.ts";
import type { Renderer } from "./index";

/** The renderer Worker behind the RENDERER binding (workers/render/index.ts). */
const renderer = () => env.RENDERER as unknown as Service<Renderer>;

/** A share card's PNG, drawn by the renderer Worker. */
export async function renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  return renderer().png(svg);
}

/** A QR kit's PDF, written by the renderer Worker. */
export async function renderPdf(
  kit: KitPage,
): Promise<Uint8Array<ArrayBuffer>> {
  return renderer().pdf(kit);
}
