import { describe, expect, it } from "vitest";
import { action as verifyAction } from "#app/routes/verify.tsx";
import { linkToken, mailTo, request } from "./identity-helpers";

/** The confirm page's correction form, posted without JavaScript to `path`. */
async function postCorrection(path: string, token: string) {
  const result = (await verifyAction({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token, intent: "correct", fullName: "" }),
    }),
    params: {},
    context: {},
  } as never)) as unknown as {
    data: { errors?: Record<string, string> };
    init: { status: number };
  };
  return { status: result.init.status, errors: result.data.errors ?? {} };
}

describe("the confirm page's correction form answers in the page's language", () => {
  it("words its field errors for /de/verify in German and /verify in English", async () => {
    await request("link-locale@example.org");
    const token = linkToken(
      (await mailTo("link-locale@example.org"))[0]!.body_text,
      "verify",
    );
    const german = await postCorrection("/de/verify", token);
    expect(german.status).toBe(400);
    expect(german.errors.fullName).toBe(
      "Vollständiger amtlicher Name ist erforderlich.",
    );
    const japanese = await postCorrection("/ja/verify", token);
    expect(japanese.errors.fullName).toBe("法的氏名を入力してください。");
    const english = await postCorrection("/verify", token);
    expect(english.errors.fullName).toBe("Full legal name is required.");
  });
});
