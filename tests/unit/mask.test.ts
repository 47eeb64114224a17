import { describe, expect, it } from "vitest";
import {
  maskEmail,
  maskText,
  maskZip,
  nameInitial,
} from "#app/lib/identity/mask.ts";

describe("confirm-page masks", () => {
  it("keeps the first letters and the top-level domain of an address", () => {
    expect(maskEmail("jane.doe@example.net")).toBe("j•••@e•••.net");
    expect(maskEmail("a@b.co.uk")).toBe("a•••@b•••.uk");
    expect(maskEmail("broken")).toBe("•••");
  });
  it("shows a name as its initial and text as its first character", () => {
    expect(nameInitial(" jane Doe")).toBe("J.");
    expect(maskText("221b Baker Street")).toBe("2•••");
    expect(maskText(null)).toBe("");
  });
  it("shows the last two characters of a postal code", () => {
    expect(maskZip("SW1A 1AA")).toBe("•••AA");
    expect(maskZip(null)).toBe("");
  });
});
