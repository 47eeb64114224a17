import { saveOrganisationRequest } from "~/lib/db/organisation-requests";
import { FIX_FIELDS, ORGANISATION_SUCCESS } from "~/lib/schemas/messages";
import { organisationRequestSchema } from "~/lib/schemas/organisation-request";
import { answered, screen, type FormOutcome } from "./form-outcome";

/** An organisation asks for a code: the request is stored for review. */
export async function requestOrganisationCode(
  payload: unknown,
  requestKey: string | null,
): Promise<FormOutcome> {
  const success = { success: true, message: ORGANISATION_SUCCESS };
  const checked = screen(
    organisationRequestSchema,
    payload,
    success,
    FIX_FIELDS,
  );
  if ("outcome" in checked) return checked.outcome;
  await saveOrganisationRequest(
    checked.data,
    requestKey ?? crypto.randomUUID(),
  );
  return answered(success);
}
