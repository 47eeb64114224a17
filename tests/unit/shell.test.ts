import { describe, expect, it } from "vitest";
import { shellFor } from "#app/lib/pages/shell.ts";

describe("shellFor", () => {
  it("shows everything when no route says otherwise", () =>
    expect(shellFor([{}, { handle: undefined }])).toEqual({
      bare: false,
      footer: true,
      complianceDialog: true,
    }));
  it("lets any matched route turn a part off", () => {
    expect(shellFor([{}, { handle: { footer: false } }]).footer).toBe(false);
    expect(
      shellFor([{}, { handle: { complianceDialog: false } }]),
    ).toMatchObject({ footer: true, complianceDialog: false });
    expect(shellFor([{}, { handle: { shell: false } }, {}]).bare).toBe(true);
  });
  it("reads a manifest page's shell parts by its route id, in every language", () => {
    for (const id of [
      "document/member-eula",
      "de/document/terms",
      "ar/document/terms",
    ])
      expect(shellFor([{ id: "root" }, { id }]), id).toEqual({
        bare: false,
        footer: true,
        complianceDialog: false,
      });
    expect(shellFor([{ id: "root" }, { id: "ja/routes/demo" }])).toEqual({
      bare: false,
      footer: false,
      complianceDialog: true,
    });
    // The document route's other pages keep the whole shell.
    for (const id of [
      "document/nirvana-membership-fees",
      "pt/document/why-do-we-exist",
      "routes/home",
    ])
      expect(shellFor([{ id: "root" }, { id }]), id).toEqual({
        bare: false,
        footer: true,
        complianceDialog: true,
      });
  });
});
