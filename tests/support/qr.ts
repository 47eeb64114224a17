import type { Locator } from "@playwright/test";
import jsQR from "jsqr";

/**
 * The text a QR image on the page encodes: the browser decodes the image
 * (canvas pixels), jsQR reads the code from them.
 */
export async function decodeQrImage(img: Locator): Promise<string | null> {
  const { width, height, pixels } = await img.evaluate(
    (el: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(el, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      return {
        width: canvas.width,
        height: canvas.height,
        pixels: Array.from(data),
      };
    },
  );
  const result = jsQR(Uint8ClampedArray.from(pixels), width, height);
  return result?.data ?? null;
}
