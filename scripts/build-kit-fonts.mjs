// Cuts the Noto fonts the QR kit's PDF embeds down to the characters its
// words use (docs/decisions/qr-kit.md): for each locale in
// KIT_LOCALE_FONTS (app/lib/qr-kit/fonts.ts) every character of its kit
// strings (app/lib/qr-kit/render.ts kitStrings), plus printable ASCII, goes
// to the first of its fonts that has it. Writes workers/render/fonts/ and
// its licence file. Needs the Debian packages fonts-noto-core and
// fonts-noto-cjk. Run after changing a kit translation: `npm run kit-fonts`
// (tests/unit/kit-fonts.test.ts fails until then).
import { readFileSync, writeFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import subsetFont from "subset-font";
import { runnerImport } from "vite";
import { linguiPlugins } from "../vite-lingui.ts";

const ROOT = new URL("..", import.meta.url);
const OUT = new URL("workers/render/fonts/", ROOT);
const NOTO = "/usr/share/fonts/truetype/noto/";
const NOTO_CJK = "/usr/share/fonts/opentype/noto/";

/** Each family's sources by weight; a collection names its face. */
const SOURCES = {
  latin: [`${NOTO}NotoSans-Regular.ttf`, `${NOTO}NotoSans-Bold.ttf`],
  jp: [
    [`${NOTO_CJK}NotoSansCJK-Regular.ttc`, "NotoSansCJKjp-Regular"],
    [`${NOTO_CJK}NotoSansCJK-Bold.ttc`, "NotoSansCJKjp-Bold"],
  ],
  sc: [
    [`${NOTO_CJK}NotoSansCJK-Regular.ttc`, "NotoSansCJKsc-Regular"],
    [`${NOTO_CJK}NotoSansCJK-Bold.ttc`, "NotoSansCJKsc-Bold"],
  ],
  devanagari: [
    `${NOTO}NotoSansDevanagari-Regular.ttf`,
    `${NOTO}NotoSansDevanagari-Bold.ttf`,
  ],
  arabic: [
    `${NOTO}NotoSansArabic-Regular.ttf`,
    `${NOTO}NotoSansArabic-Bold.ttf`,
  ],
};
const WEIGHTS = ["regular", "bold"];

/** One face of a TrueType/OpenType collection as a standalone font file. */
function extractFace(collection, index) {
  const view = new DataView(collection.buffer, collection.byteOffset);
  const offset = view.getUint32(12 + 4 * index);
  const numTables = view.getUint16(offset + 4);
  const records = [];
  for (let i = 0; i < numTables; i++) {
    const at = offset + 12 + 16 * i;
    records.push({
      header: collection.subarray(at, at + 16),
      start: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    });
  }
  const headerLength = 12 + 16 * numTables;
  let size = headerLength;
  for (const r of records) size += (r.length + 3) & ~3;
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(collection.subarray(offset, offset + 12), 0);
  let next = headerLength;
  records.forEach((r, i) => {
    out.set(r.header, 12 + 16 * i);
    outView.setUint32(12 + 16 * i + 8, next);
    out.set(collection.subarray(r.start, r.start + r.length), next);
    next += (r.length + 3) & ~3;
  });
  return out;
}

function loadSource(source) {
  if (typeof source === "string") return new Uint8Array(readFileSync(source));
  const [file, name] = source;
  const bytes = new Uint8Array(readFileSync(file));
  const index = fontkit
    .create(Buffer.from(bytes))
    .fonts.findIndex((f) => f.postscriptName === name);
  if (index < 0) throw new Error(`${name} not in ${file}`);
  return extractFace(bytes, index);
}

const { module } = await runnerImport("./scripts/kit-font-text.ts", {
  configFile: false,
  root: new URL(".", ROOT).pathname,
  plugins: linguiPlugins(),
  resolve: { alias: { "~": new URL("app", ROOT).pathname } },
  logLevel: "warn",
});
const { KIT_TEXT } = module;
const { PRINTABLE_ASCII } = (
  await runnerImport("./app/lib/qr-kit/fonts.ts", {
    configFile: false,
    root: new URL(".", ROOT).pathname,
    logLevel: "warn",
  })
).module;

const fonts = Object.fromEntries(
  Object.entries(SOURCES).map(([family, sources]) => [
    family,
    sources.map(loadSource),
  ]),
);
const parsed = Object.fromEntries(
  Object.entries(fonts).map(([f, [regular]]) => [
    f,
    fontkit.create(Buffer.from(regular)),
  ]),
);
const covers = (family, char) =>
  parsed[family].hasGlyphForCodePoint(char.codePointAt(0));

/** A space, mark or format character rides with the run before it (pdf.ts). */
const RIDES_ALONG = /^[\s\p{M}\p{Cf}]$/u;
const chars = Object.fromEntries(
  Object.keys(SOURCES).map((f) => [f, new Set()]),
);
for (const { locale, families, text } of KIT_TEXT) {
  for (const char of new Set([...text, ...PRINTABLE_ASCII])) {
    if (char === "\n") continue;
    const able = families.filter((f) => covers(f, char));
    if (!able.length) throw new Error(`${locale}: no font has ${char}`);
    for (const f of RIDES_ALONG.test(char) ? able : able.slice(0, 1))
      chars[f].add(char);
  }
}
chars.latin = new Set([...chars.latin, ...PRINTABLE_ASCII]);

const copyrights = new Set();
for (const [family, set] of Object.entries(chars)) {
  const text = [...set].sort().join("");
  for (const [i, source] of fonts[family].entries()) {
    const subset = await subsetFont(Buffer.from(source), text, {
      targetFormat: "sfnt",
      // Printers and PDF viewers rasterise at high resolution: hints add bytes only.
      noHinting: true,
    });
    const font = fontkit.create(subset);
    copyrights.add(fontkit.create(Buffer.from(source)).copyright);
    const file = `${family}-${WEIGHTS[i]}.${"CFF " in font.directory.tables ? "otf" : "ttf"}.bin`;
    writeFileSync(new URL(file, OUT), subset);
    console.log(
      `${file}: ${set.size} characters, ${font.numGlyphs} glyphs, ${subset.length} bytes`,
    );
  }
}

const ofl = readFileSync(new URL("workers/render/inter-OFL.txt", ROOT), "utf8");
writeFileSync(
  new URL("OFL.txt", OUT),
  [
    "Subsets of Noto Sans, Noto Sans CJK JP and SC, Noto Sans Devanagari and",
    "Noto Sans Arabic, made by scripts/build-kit-fonts.mjs.",
    "",
    ...copyrights,
    "",
    ofl.slice(ofl.indexOf("This Font Software is licensed")),
  ].join("\n"),
);
