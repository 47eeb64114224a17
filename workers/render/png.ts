import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
// Inter Bold (SIL OFL 1.1, workers/render/inter-OFL.txt): resvg draws text only
// with fonts it is handed, and the .bin extension makes it an ArrayBuffer import.
import interBold from "./inter-bold.ttf.bin";
import { CARD_FONT } from "../og/card-size";

let ready: Promise<void> | null = null;
const fontBuffers = [new Uint8Array(interBold)];

/** Instantiates the wasm once per isolate, on the first image asked for. */
function initOnce(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** Renders an SVG card to PNG bytes with the bundled font only. */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  await initOnce();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { fontBuffers, defaultFontFamily: CARD_FONT },
  });
  try {
    const image = resvg.render();
    try {
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
