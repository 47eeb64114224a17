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
import { linguiPlugins } from "../tooling/vite/lingui.ts";

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
  tc: [
    [`${NOTO_CJK}NotoSansCJK-Regular.ttc`, "NotoSansCJKtc-Regular"],
    [`${NOTO_CJK}NotoSansCJK-Bold.ttc`, "NotoSansCJKtc-Bold"],
  ],
  kr: [
    [`${NOTO_CJK}NotoSansCJK-Regular.ttc`, "NotoSansCJKkr-Regular"],
    [`${NOTO_CJK}NotoSansCJK-Bold.ttc`, "NotoSansCJKkr-Bold"],
  ],
  devanagari: [
    `${NOTO}NotoSansDevanagari-Regular.ttf`,
    `${NOTO}NotoSansDevanagari-Bold.ttf`,
  ],
  bengali: [
    `${NOTO}NotoSansBengali-Regular.ttf`,
    `${NOTO}NotoSansBengali-Bold.ttf`,
  ],
  tamil: [`${NOTO}NotoSansTamil-Regular.ttf`, `${NOTO}NotoSansTamil-Bold.ttf`],
  thai: [`${NOTO}NotoSansThai-Regular.ttf`, `${NOTO}NotoSansThai-Bold.ttf`],
  hebrew: [
    `${NOTO}NotoSansHebrew-Regular.ttf`,
    `${NOTO}NotoSansHebrew-Bold.ttf`,
  ],
  arabic: [
    `${NOTO}NotoSansArabic-Regular.ttf`,
    `${NOTO}NotoSansArabic-Bold.ttf`,
  ],
};
const WEIGHTS = ["regular", "bold"];
const CJK = new Set(["jp", "sc", "tc", "kr"]);
const CJK_FEATURES = ["ccmp", "kern", "liga", "calt", "halt", "palt"];
const THAI_FEATURES = ["kern", "liga", "locl", "mark", "mkmk", "calt", "rlig"];

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

/** The end of a CFF INDEX that starts at `at`. */
function indexEnd(bytes, view, at) {
  const count = view.getUint16(at);
  if (count === 0) return at + 2;
  const offSize = bytes[at + 2];
  const offset = (i) => {
    let value = 0;
    for (let b = 0; b < offSize; b++)
      value = value * 256 + bytes[at + 3 + i * offSize + b];
    return value;
  };
  return at + 3 + (count + 1) * offSize + offset(count) - 1;
}

/** The charset offset in a CFF Top DICT's bytes (operator 15). */
function charsetOffset(dict) {
  const operands = [];
  for (let i = 0; i < dict.length;) {
    const b = dict[i];
    if (b === 15) return operands.at(-1);
    if (b <= 21) {
      operands.length = 0;
      i += b === 12 ? 2 : 1;
    } else if (b === 28) {
      operands.push((((dict[i + 1] << 8) | dict[i + 2]) << 16) >> 16);
      i += 3;
    } else if (b === 29) {
      operands.push(
        (dict[i + 1] << 24) |
          (dict[i + 2] << 16) |
          (dict[i + 3] << 8) |
          dict[i + 4],
      );
      i += 5;
    } else if (b === 30) {
      while ((dict[++i] & 0x0f) !== 0x0f && dict[i] >> 4 !== 0x0f);
      operands.push(NaN);
      i++;
    } else if (b <= 246) {
      operands.push(b - 139);
      i++;
    } else if (b <= 250) {
      operands.push((b - 247) * 256 + dict[i + 1] + 108);
      i += 2;
    } else {
      operands.push(-(b - 251) * 256 - dict[i + 1] - 108);
      i += 2;
    }
  }
  throw new Error("CFF Top DICT without a charset");
}

function checksum(view, start, length) {
  let sum = 0;
  for (let i = 0; i < length; i += 4)
    sum = (sum + (i + 4 <= length ? view.getUint32(start + i) : 0)) >>> 0;
  return sum;
}

/**
 * Gives every glyph of a CID-keyed CFF font its glyph index as CID. The
 * subsetter renumbers glyphs but keeps their CIDs, while pdf-lib writes glyph
 * indexes as CIDs, so a viewer would draw whichever glyph has that CID.
 */
function identityCharset(font) {
  const bytes = new Uint8Array(font);
  const view = new DataView(bytes.buffer);
  const tables = view.getUint16(4);
  let cff = -1;
  for (let i = 0; i < tables; i++)
    if (
      String.fromCharCode(...bytes.subarray(12 + 16 * i, 16 + 16 * i)) ===
      "CFF "
    )
      cff = i;
  if (cff < 0) return bytes;
  const record = 12 + 16 * cff;
  const start = view.getUint32(record + 8);
  const length = view.getUint32(record + 12);
  const topIndex = indexEnd(bytes, view, start + bytes[start + 2]);
  const offSize = bytes[topIndex + 2];
  const dataStart = topIndex + 3 + 2 * offSize - 1;
  let first = 0;
  let second = 0;
  for (let b = 0; b < offSize; b++) {
    first = first * 256 + bytes[topIndex + 3 + b];
    second = second * 256 + bytes[topIndex + 3 + offSize + b];
  }
  const dict = bytes.subarray(dataStart + first, dataStart + second);
  const charset = start + charsetOffset(dict);
  const glyphs = fontkit.create(Buffer.from(bytes)).numGlyphs;
  // Format 2, one range: glyphs 1 to n-1 have CIDs 1 to n-1.
  bytes.set([2, 0, 1, (glyphs - 2) >> 8, (glyphs - 2) & 0xff], charset);
  view.setUint32(record + 4, checksum(view, start, length));
  const head = [...Array(tables).keys()].find(
    (i) =>
      String.fromCharCode(...bytes.subarray(12 + 16 * i, 16 + 16 * i)) ===
      "head",
  );
  const adjustment = view.getUint32(12 + 16 * head + 8) + 8;
  view.setUint32(adjustment, 0);
  view.setUint32(
    adjustment,
    (0xb1b0afba - checksum(view, 0, bytes.length)) >>> 0,
  );
  return bytes;
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
    const subset = identityCharset(
      await subsetFont(Buffer.from(source), text, {
        targetFormat: "sfnt",
        // Printers and PDF viewers rasterise at high resolution: hints add bytes only.
        noHinting: true,
        // Horizontal text only: no vertical forms, no other regions' variants.
        ...(CJK.has(family) && { keepFeatures: CJK_FEATURES }),
        // Thai without ccmp: it splits sara am (ำ) into nikhahit and sara aa,
        // and pdf-lib then maps the shared sara aa glyph to no character, so
        // a PDF's text lost every า (searching, copying, screen readers).
        ...(family === "thai" && { keepFeatures: THAI_FEATURES }),
      }),
    );
    const font = fontkit.create(Buffer.from(subset));
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
    "Subsets of Noto Sans, Noto Sans CJK JP, SC, TC and KR, Noto Sans",
    "Devanagari, Bengali, Tamil, Thai, Hebrew and Arabic, made by",
    "scripts/build-kit-fonts.mjs.",
    "",
    ...copyrights,
    "",
    ofl.slice(ofl.indexOf("This Font Software is licensed")),
  ].join("\n"),
);
