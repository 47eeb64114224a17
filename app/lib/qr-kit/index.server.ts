/**
 * The printable QR kit on the server: the remittance writer.
 * Code outside app/lib/qr-kit/ imports from here, never from a file of the
 * folder (tooling/eslint/layers.ts); a name it needs is added below.
 */
export { writeRemittancePdf } from "#app/lib/qr-kit/remittance-writer.server.ts";
