import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { action as applyAction } from "#app/routes/have-a-code-or-need-one.tsx";
import { APPLY_SUCCESS, INVALID_CODE } from "../support/spec-texts";
import { postApi } from "./admin-helpers";
import { insertCode } from "./scan-helpers";

interface ApplyAnswer {
  success: boolean;
  message: string;
  error?: string;
  trust_code?: string;
  suggestion?: string;
}

async function apply(code: string) {
  const res = await postApi("/apply-trust-code", { code });
  expect(res.status).toBe(200);
  return (await res.json()) as ApplyAnswer;
}

async function applications(code: string) {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM code_applications WHERE code = ?1",
  )
    .bind(code)
    .first<{ n: number }>();
  return row!.n;
}

describe("reading a typed code generously (apply endpoint)", () => {
  it("applies a code typed with look-alikes as the one active code it reads as", async () => {
    // A new-style code holds 2, 5, 8 and V; someone reads them as Z, S, B and U.
    const code = await insertCode("RD-258V7AC");
    const answer = await apply("rd-zsbu7ac");
    expect(answer).toEqual({
      success: true,
      message: APPLY_SUCCESS(code),
      trust_code: code,
    });
    expect(await applications(code)).toBe(1);
    expect(await applications("RD-ZSBU7AC")).toBe(0);
  });

  it("folds 0/O/Q/D and 1/I/L onto the code that holds one of them", async () => {
    const code = await insertCode("RD-D1AXY");
    expect((await apply("RD-OLAXY")).trust_code).toBe(code);
  });

  it("an exact active code is applied as typed, with the answer it always had", async () => {
    const code = await insertCode("RD-EXACT-47");
    expect(await apply(code.toLowerCase())).toEqual({
      success: true,
      message: APPLY_SUCCESS(code),
    });
  });

  it("codes minted before (old alphabet) keep working", async () => {
    const code = await insertCode("NIR-UVWQ23");
    expect((await apply("nir-uvwq23")).success).toBe(true);
    expect(await applications(code)).toBe(1);
  });

  it("offers a one-character near miss as a suggestion and applies nothing", async () => {
    const code = await insertCode("RD-NEAR-4KX");
    for (const typo of [
      "RD-NEAR-4KY", // replaced
      "RD-NEAR-4K", // dropped
      "RD-NEAR-4KXX", // added
      "RD-NAER-4KX", // swapped
    ]) {
      expect(await apply(typo)).toEqual({
        success: false,
        error: "unknown_code",
        message: INVALID_CODE,
        suggestion: code,
      });
    }
    expect(await applications(code)).toBe(0);
  });

  it("suggests nothing two edits away, for a stopped code, or when two codes fit", async () => {
    await insertCode("RD-FAR-AAAA");
    expect(await apply("RD-FAR-AACC")).toEqual({
      success: false,
      error: "unknown_code",
      message: INVALID_CODE,
    });
    await insertCode("RD-STOP-4KX", "suspended");
    expect((await apply("RD-STOP-4KY")).suggestion).toBeUndefined();
    await insertCode("RD-TWIN-AC");
    await insertCode("RD-TWIN-AE");
    expect((await apply("RD-TWIN-AX")).suggestion).toBeUndefined();
  });

  it("guesses nothing when several active codes read alike; an exact one still wins", async () => {
    // Codes minted before may differ only in look-alikes (O and Q here).
    await insertCode("RD-AMB-O");
    await insertCode("RD-AMB-Q");
    expect(await apply("RD-AMB-0")).toEqual({
      success: false,
      error: "unknown_code",
      message: INVALID_CODE,
    });
    expect(await applications("RD-AMB-O")).toBe(0);
    expect(await apply("rd-amb-q")).toEqual({
      success: true,
      message: APPLY_SUCCESS("RD-AMB-Q"),
    });
  });
});

describe("the apply form without JavaScript", () => {
  /** Posts the form to the page's action, as a browser without JavaScript does. */
  async function postForm(code: string) {
    const result = (await applyAction({
      request: new Request("http://localhost/have-a-code-or-need-one", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "cf-connecting-ip": `10.8.0.${Math.floor(Math.random() * 250)}`,
        },
        body: new URLSearchParams({ code }),
      }),
      params: {},
      context: {},
    } as never)) as unknown as { data: ApplyAnswer; init: { status: number } };
    return result;
  }

  it("answers a near miss with the suggestion, and the suggestion then applies", async () => {
    const code = await insertCode("RD-FORM-7HM");
    const miss = await postForm("rd-form-7hn");
    expect(miss.init.status).toBe(200);
    expect(miss.data).toMatchObject({
      success: false,
      error: "unknown_code",
      message: INVALID_CODE,
      suggestion: code,
    });
    const hit = await postForm(code);
    expect(hit.data).toMatchObject({
      success: true,
      message: APPLY_SUCCESS(code),
    });
    expect(await applications(code)).toBe(1);
  });
});
