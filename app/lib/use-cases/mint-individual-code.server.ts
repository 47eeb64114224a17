import { env } from "cloudflare:workers";
import { DRAW_AGAIN, insertCodeStatement, withFreshCode } from "~/lib/db/codes";
import {
  codeForRequest,
  hasLiveIssuer,
  insertIssuerStatement,
} from "~/lib/db/issuers";
import { enqueueStatement } from "~/lib/db/outbox";
import { isUniqueViolation } from "~/lib/db/unique";
import { individualCodeEmail } from "~/lib/email/code-emails";
import { codeUrl, qrDataUrl } from "~/lib/qr";
import {
  individualRequestSchema,
  type IndividualRequest,
} from "~/lib/schemas/individual-request";
import {
  FIX_FIELDS,
  INDIVIDUAL_SUCCESS,
  LIVE_CODE_EXISTS,
} from "~/lib/schemas/messages";
import { answered, refused, screen, type FormOutcome } from "./form-outcome";

class LiveCodeExistsError extends Error {}

/**
 * A person mints their own code: issuer, code and outbox e-mail in one D1
 * batch (a transaction), so a failure leaves nothing half-written. One live
 * code per e-mail address is a 409.
 */
export async function mintIndividualCode(
  payload: unknown,
  host: string,
  requestKey: string | null,
): Promise<FormOutcome> {
  const decoy = {
    success: true,
    message: INDIVIDUAL_SUCCESS,
    qr_generated: false,
  };
  const checked = screen(individualRequestSchema, payload, decoy, FIX_FIELDS);
  if ("outcome" in checked) return checked.outcome;
  try {
    const code = await mint(checked.data, host, requestKey);
    const qr = qrDataUrl(codeUrl(host, code));
    return answered({
      success: true,
      message: INDIVIDUAL_SUCCESS,
      trust_code: code,
      qr_code: { qr_code_url: qr, trust_code: code },
      qr_generated: true,
    });
  } catch (error) {
    if (!(error instanceof LiveCodeExistsError)) throw error;
    return refused(409, LIVE_CODE_EXISTS, {
      email: "This email address already holds a live Trust Code.",
    });
  }
}

/**
 * A repeated request id (a retried POST) answers with the code it minted the
 * first time; the request id becomes the issuer's primary key for that.
 */
async function mint(
  req: IndividualRequest,
  host: string,
  requestKey: string | null,
): Promise<string> {
  if (requestKey) {
    const repeated = await codeForRequest(requestKey, req.email);
    if (repeated) return repeated;
  }
  if (await hasLiveIssuer(req.email)) {
    // The twin of this request may have committed since the first look.
    const repeated =
      requestKey && (await codeForRequest(requestKey, req.email));
    if (repeated) return repeated;
    throw new LiveCodeExistsError();
  }

  let issuerKey = requestKey;
  return withFreshCode(async (code) => {
    const issuerId = issuerKey ?? crypto.randomUUID();
    const now = new Date().toISOString();
    const email = individualCodeEmail({ code, fullName: req.fullName, host });
    try {
      await env.DB.batch([
        insertIssuerStatement(issuerId, req, now),
        insertCodeStatement(code, "individual", issuerId, now),
        enqueueStatement({
          recipient: req.email,
          subject: email.subject,
          body: email.body,
          code,
          now,
          dueAt: null,
        }),
      ]);
      return code;
    } catch (error) {
      // Two copies of one request raced: the loser answers with the winner's code.
      if (issuerKey) {
        const repeated = await codeForRequest(issuerKey, req.email);
        if (repeated) return repeated;
      }
      // Someone else's request id: mint under a fresh one instead.
      if (isUniqueViolation(error, "issuers.id")) {
        issuerKey = null;
        return DRAW_AGAIN;
      }
      if (isUniqueViolation(error, "issuers.email"))
        throw new LiveCodeExistsError();
      if (isUniqueViolation(error, "trust_codes.code")) return DRAW_AGAIN;
      throw error;
    }
  });
}
