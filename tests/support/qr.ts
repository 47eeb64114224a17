import type { Locator } from "@playwright/test";
import jsQR from "jsqr";

/**
 * The text a QR image on the page encodes: the browser decodes the image
 * (canvas pixels), jsQR reads the code from them.
 */
export async function decodeQrImage(img: Locator): Promise<string | null> {
  // The pixels cross from the browser as base64: as a JSON array of numbers
  // they were megabytes of text for a few hundred pixels square.
  const { width, height, base64 } = await img.evaluate(
    (el: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(el, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = "";
      for (let i = 0; i < data.length; i += 0x8000)
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return {
        width: canvas.width,
        height: canvas.height,
        base64: btoa(binary),
      };
    },
  );
  const pixels = new Uint8ClampedArray(Buffer.from(base64, "base64"));
  const result = jsQR(pixels, width, height);
  return result?.data ?? null;
}
