import { describe, expect, it } from "vitest";
import {
  documentCandidates,
  documentSrc,
  DOCUMENTS,
  type SiteDocument,
} from "#app/content/documents.ts";

describe("which file a document page serves", () => {
  it("a sales document tries the page's language first, then English", () => {
    expect(documentCandidates(DOCUMENTS.membershipFees, "de")).toEqual([
      {
        locale: "de",
        src: "/static/html/nirvana_membership_fees/nirvana_membership_fees.de.html",
      },
      {
        locale: "en",
        src: "/static/html/nirvana_membership_fees/nirvana_membership_fees.html",
      },
    ]);
  });

  it("English and legal documents have the English file only", () => {
    expect(documentCandidates(DOCUMENTS.compassScore, "en")).toEqual([
      { locale: "en", src: documentSrc(DOCUMENTS.compassScore) },
    ]);
    for (const doc of [DOCUMENTS.memberEula, DOCUMENTS.terms])
      expect(documentCandidates(doc, "ja")).toEqual([
        { locale: "en", src: documentSrc(doc) },
      ]);
  });

  it("every sales document is marked so, and no legal text is", () => {
    for (const doc of Object.values(DOCUMENTS) as SiteDocument[])
      expect(Boolean(doc.sells) !== Boolean(doc.legal)).toBe(true);
  });
});
