import { describe, expect, it } from "vitest";
import { shellFor } from "../../app/lib/shell";

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
});
