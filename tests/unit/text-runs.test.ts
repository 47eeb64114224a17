import { describe, expect, it } from "vitest";
import { breakUnits, visualRuns } from "#app/lib/qr-kit/text-runs.ts";

/** Two fonts as in the Arabic and Hindi kits: Latin first, the script second. */
const LATIN = { name: "latin", hasChar: (c: number) => c < 0x0590 };
const ARABIC = {
  name: "arabic",
  hasChar: (c: number) => (c >= 0x0600 && c < 0x0700) || c === 0x20,
};
const DEVANAGARI = {
  name: "devanagari",
  hasChar: (c: number) => (c >= 0x0900 && c < 0x0980) || c === 0x20,
};

const show = (runs: ReturnType<typeof visualRuns<typeof LATIN>>) =>
  runs.map((r) => [r.font.name, r.text, r.rtl]);

describe("visualRuns", () => {
  it("orders an Arabic line right to left, keeping numbers and Latin words left to right", () => {
    // Logical order: "scan the code for 10% off Nirvana".
    const runs = visualRuns(
      "امسح الرمز 10% على Nirvana",
      [LATIN, ARABIC],
      true,
    );
    expect(show(runs)).toEqual([
      ["latin", "Nirvana", false],
      ["arabic", "على ", true],
      // After Arabic letters "10" is an Arabic number and "%" reads before it.
      ["latin", " %", true],
      ["latin", "10", false],
      ["arabic", "امسح الرمز ", true],
    ]);
  });

  it("keeps a Latin code and link in reading order inside an Arabic line", () => {
    const runs = visualRuns(
      "أو زُر nirvana.example/c/NIR-ABC234",
      [LATIN, ARABIC],
      true,
    );
    expect(show(runs)).toEqual([
      ["latin", "nirvana.example/c/NIR-ABC234", false],
      ["arabic", "أو زُر ", true],
    ]);
  });

  it("splits a link that starts with digits in a right-to-left line, hence the kit draws links left to right", () => {
    const link = "127.0.0.1:8811/c/NIR-ABC234";
    expect(
      visualRuns(link, [LATIN, ARABIC], true).map((r) => r.text),
    ).not.toEqual([link]);
    expect(visualRuns(link, [LATIN, ARABIC], false).map((r) => r.text)).toEqual(
      [link],
    );
  });

  it("mirrors a right-to-left run of neutrals the font kit would not reverse", () => {
    const runs = visualRuns("عن (x)", [LATIN, ARABIC], true);
    // Logical "(x)" after Arabic: the brackets swap so they still enclose x.
    expect(runs.map((r) => r.text)).toEqual(["(", "x", ")", "عن "]);
  });

  it("splits a Hindi line into Devanagari and Latin runs, spaces riding with the run before", () => {
    const runs = visualRuns(
      "स्कैन करें और Nirvana पर 10%",
      [LATIN, DEVANAGARI],
      false,
    );
    expect(show(runs)).toEqual([
      ["devanagari", "स्कैन करें और ", false],
      ["latin", "Nirvana ", false],
      ["devanagari", "पर ", false],
      ["latin", "10%", false],
    ]);
  });

  it("leaves a left-to-right line with one font whole", () => {
    expect(show(visualRuns("Scan for 10% off", [LATIN], false))).toEqual([
      ["latin", "Scan for 10% off", false],
    ]);
  });
});

describe("breakUnits", () => {
  it("breaks between Chinese and Japanese characters, never before closing punctuation", () => {
    expect(breakUnits("代码绝不会影响。结果").map((u) => u.text)).toEqual([
      "代",
      "码",
      "绝",
      "不",
      "会",
      "影",
      "响。",
      "结",
      "果",
    ]);
    expect(breakUnits("私の Trust Code で")).toEqual([
      { text: "私", space: true },
      { text: "の", space: false },
      { text: "Trust", space: true },
      { text: "Code", space: true },
      { text: "で", space: true },
    ]);
  });

  it("keeps words that are not CJK whole", () => {
    expect(breakUnits("  Mogę zarobić USD 50 ").map((u) => u.text)).toEqual([
      "Mogę",
      "zarobić",
      "USD",
      "50",
    ]);
  });
});
