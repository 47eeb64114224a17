import { COOKIE, readCookie } from "../cookies";
import { recordApplication } from "~/lib/db/applications";
import { APPLY_SUCCESS, INVALID_CODE_MESSAGE } from "~/lib/schemas/messages";
import { applyCodeSchema } from "~/lib/schemas/apply-code";
import { answered, screen, type FormOutcome } from "./form-outcome";
import { readTypedCode } from "./read-code.server";

interface Visitor {
  sessionId: string | null;
  country: string | null;
}

/** Who applies: the attribution session cookie and Cloudflare's country. */
export function visitorOf(request: Request): Visitor {
  return {
    sessionId: readCookie(request.headers.get("cookie"), COOKIE.sid) ?? null,
    country: (request.cf?.country as string | undefined) ?? null,
  };
}

/**
 * A visitor applies a code. Bad syntax is a 400; a well-formed code that is
 * unknown or not live is an ordinary answer with the same text. A code typed
 * with look-alikes is applied as the one active code it reads as (named in
 * `trust_code`); a near miss is not applied but offered as `suggestion`.
 */
export async function applyTrustCode(
  payload: unknown,
  visitor: Visitor,
): Promise<FormOutcome> {
  const checked = screen(applyCodeSchema, payload, null, INVALID_CODE_MESSAGE);
  if ("outcome" in checked) return checked.outcome;
  const reading = await readTypedCode(checked.data.code);
  if (reading.kind === "none")
    return answered({ success: false, message: INVALID_CODE_MESSAGE });
  if (reading.kind === "suggestion")
    return answered({
      success: false,
      message: INVALID_CODE_MESSAGE,
      suggestion: reading.code,
    });
  const { code } = reading;
  const applied = await recordApplication(
    code,
    visitor.sessionId,
    visitor.country,
  );
  if (!applied)
    return answered({ success: false, message: INVALID_CODE_MESSAGE });
  return answered({
    success: true,
    message: APPLY_SUCCESS(code),
    ...(reading.kind === "mapped" ? { trust_code: code } : {}),
  });
}
