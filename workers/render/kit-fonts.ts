import type { KitFontFamily, KitFontLoader } from "#app/lib/qr-kit/index.ts";

type FontModule = Promise<{ default: ArrayBuffer }>;

/**
 * The QR kit's Noto subsets (workers/render/fonts/, SIL OFL 1.1 in
 * fonts/OFL.txt; made by scripts/build-kit-fonts.mjs), imported one by one on
 * first use so a PDF in Helvetica or a share card loads none of them.
 */
const FONTS: Record<KitFontFamily, [() => FontModule, () => FontModule]> = {
  latin: [
    () => import("./fonts/latin-regular.ttf.bin"),
    () => import("./fonts/latin-bold.ttf.bin"),
  ],
  jp: [
    () => import("./fonts/jp-regular.otf.bin"),
    () => import("./fonts/jp-bold.otf.bin"),
  ],
  sc: [
    () => import("./fonts/sc-regular.otf.bin"),
    () => import("./fonts/sc-bold.otf.bin"),
  ],
  tc: [
    () => import("./fonts/tc-regular.otf.bin"),
    () => import("./fonts/tc-bold.otf.bin"),
  ],
  kr: [
    () => import("./fonts/kr-regular.otf.bin"),
    () => import("./fonts/kr-bold.otf.bin"),
  ],
  devanagari: [
    () => import("./fonts/devanagari-regular.ttf.bin"),
    () => import("./fonts/devanagari-bold.ttf.bin"),
  ],
  bengali: [
    () => import("./fonts/bengali-regular.ttf.bin"),
    () => import("./fonts/bengali-bold.ttf.bin"),
  ],
  tamil: [
    () => import("./fonts/tamil-regular.ttf.bin"),
    () => import("./fonts/tamil-bold.ttf.bin"),
  ],
  thai: [
    () => import("./fonts/thai-regular.ttf.bin"),
    () => import("./fonts/thai-bold.ttf.bin"),
  ],
  hebrew: [
    () => import("./fonts/hebrew-regular.ttf.bin"),
    () => import("./fonts/hebrew-bold.ttf.bin"),
  ],
  arabic: [
    () => import("./fonts/arabic-regular.ttf.bin"),
    () => import("./fonts/arabic-bold.ttf.bin"),
  ],
};

export const loadKitFont: KitFontLoader = async (family, bold) =>
  new Uint8Array((await FONTS[family][bold ? 1 : 0]()).default);
