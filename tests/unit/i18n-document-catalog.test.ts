import { describe, expect, it } from "vitest";
import { pageAreas } from "#app/lib/i18n/areas.ts";
import { documentCatalogJson } from "#app/lib/i18n/browser-catalog.ts";
import { loadMessages } from "#app/lib/i18n/catalog.ts";
import { documentCatalogFor } from "#app/lib/i18n/document-catalog.server.ts";

describe("the catalogs written into the document", () => {
  it("hold the page's locale and areas, nothing else", async () => {
    const data = JSON.parse(
      await documentCatalogFor("ja", ["common", "landing"]),
    );
    expect(data).toEqual({
      catalog: "ja",
      areas: {
        common: await loadMessages("ja", "common"),
        landing: await loadMessages("ja", "landing"),
      },
    });
  });

  it("are built once per catalog and areas", async () => {
    const first = documentCatalogFor("de", ["common", "issuer", "forms"]);
    expect(documentCatalogFor("de", ["common", "issuer", "forms"])).toBe(first);
    expect(documentCatalogFor("fr", ["common", "issuer", "forms"])).not.toBe(
      first,
    );
  });

  it("cannot end their script element early", () => {
    const json = documentCatalogJson({
      catalog: "de",
      areas: { common: { x: ["</script><script>alert(1)</script><!--"] } },
    });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).areas.common.x[0]).toBe(
      "</script><script>alert(1)</script><!--",
    );
  });
});

describe("pageAreas", () => {
  it("is common plus what the matched routes declare, once each", () => {
    expect(
      pageAreas([
        undefined,
        { footer: false },
        { catalogAreas: ["issuer", "forms"] },
        { catalogAreas: ["forms"] },
      ]),
    ).toEqual(["common", "issuer", "forms"]);
    expect(pageAreas([])).toEqual(["common"]);
  });
});
