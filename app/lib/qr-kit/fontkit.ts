// fontkit's Indic shaper calls a global regeneratorRuntime it does not bring
// along (its build compiled a generator with Babel's regenerator).
import "regenerator-runtime";
import fontkit from "@pdf-lib/fontkit";

type Font = ReturnType<typeof fontkit.create>;
interface LayoutTable {
  lookupList: { length: number; get(index: number): Lookup };
}
interface Lookup {
  subTables: RuleSets[];
}
interface ClassDef {
  classValueArray?: number[];
  classRangeRecord?: { class: number }[];
}
interface RuleSets {
  extension?: RuleSets;
  version?: number;
  classDef?: ClassDef;
  inputClassDef?: ClassDef;
  classSet?: (unknown[] | null | undefined)[];
  chainClassSet?: (unknown[] | null | undefined)[];
}

/** The highest class a class definition gives a glyph. */
function highestClass(def: ClassDef | undefined): number {
  const classes = def?.classValueArray ?? [];
  const ranges = def?.classRangeRecord?.map((r) => r.class) ?? [];
  return Math.max(0, ...classes, ...ranges);
}

/** Every class up to the highest given a rule set, empty where it had none. */
function fill(sets: RuleSets["classSet"], def: ClassDef | undefined) {
  if (!sets) return;
  const length = Math.max(sets.length, highestClass(def) + 1);
  for (let i = 0; i < length; i++) sets[i] ??= [];
}

/**
 * A class-based contextual lookup may leave a class without rules (a null
 * offset, or a shorter list: HarfBuzz's subsetter writes both for classes
 * the subset no longer uses); fontkit 1.1 iterates the missing set and
 * throws. An empty rule set means the same.
 */
function fillEmptyRuleSets(font: Font) {
  const tables = font as unknown as Record<"GSUB" | "GPOS", unknown>;
  for (const table of [tables.GSUB, tables.GPOS] as (LayoutTable | null)[]) {
    if (!table) continue;
    const lookups = table.lookupList;
    for (let i = 0; i < lookups.length; i++)
      for (const subtable of lookups.get(i).subTables) {
        const rules = subtable.extension ?? subtable;
        if (rules.version !== 2) continue;
        fill(rules.classSet, rules.classDef);
        fill(rules.chainClassSet, rules.inputClassDef);
      }
  }
}

/** fontkit for pdf-lib's registerFontkit, mending each font it reads. */
export const kitFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    fillEmptyRuleSets(font);
    return font;
  },
};
