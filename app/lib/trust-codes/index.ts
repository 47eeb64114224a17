/**
 * Trust codes: syntax, alphabet, reading, the check page's path, query
 * parameters, the QR address, applying one from the address, issuer terms.
 * Code outside app/lib/trust-codes/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export {
  type CodeSuggestion,
  applyCodeFromAddress,
} from "#app/lib/trust-codes/apply-code-from-address.ts";
export { generateCode } from "#app/lib/trust-codes/code-alphabet.ts";
export { codeCheckPath } from "#app/lib/trust-codes/code-check-path.ts";
export {
  codeParam,
  stripCodeParams,
} from "#app/lib/trust-codes/code-params.ts";
export { foldCode, nearMissKeys } from "#app/lib/trust-codes/code-reading.ts";
export { ISSUER_RESULTS_PATH } from "#app/lib/trust-codes/issuer-terms.ts";
export { campaignUrl, codeUrl, qrDataUrl } from "#app/lib/trust-codes/qr.ts";
export { normaliseTrustCode } from "#app/lib/trust-codes/trust-code-syntax.ts";
