import { describe, expect, it } from "vitest";
import { marketFor } from "#app/lib/compliance/markets.ts";

/** The region a visitor picks in the compliance dialog → the market it belongs to (docs/business-rules.md). */
describe("marketFor", () => {
  it.each(["US", "CA", "UK", "EU", "CN", "IN", "CH", "JP"])(
    "keeps the own market %s",
    (region) => expect(marketFor(region)).toBe(region),
  );

  it("reads ISO GB as UK and EU member states as EU, in any case", () => {
    expect(marketFor("GB")).toBe("UK");
    expect(marketFor("de")).toBe("EU");
    expect(marketFor("FR")).toBe("EU");
  });

  it("sends OTHER, unknown and missing regions to US", () => {
    expect(marketFor("OTHER")).toBe("US");
    expect(marketFor("BR")).toBe("US");
    expect(marketFor("")).toBe("US");
    expect(marketFor(null)).toBe("US");
    expect(marketFor(undefined)).toBe("US");
  });
});
