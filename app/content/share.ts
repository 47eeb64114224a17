import { msg } from "@lingui/core/macro";
import { SHARE_ACTIONS } from "#app/content/trust-code-shared.ts";

/** Words of the minted-code result panel (app/components/qr-result.tsx). */
export const QR_RESULT = {
  /** Link to the payee's page (/my-trust-code). */
  accountLink: msg`Your scans, paid members and earnings: My Trust Code`,
  title: msg`Your Trust Code`,
  imageAlt: msg`QR code for Trust Code {code}`,
  intro: msg`Share your code or link, always with the disclosure below. Your code and QR code are also on their way to your inbox.`,
  download: msg`Download QR Code`,
  downloadFailed: msg`The download failed. Right-click the image to save it instead.`,
  copyCode: msg`Copy code`,
  ...SHARE_ACTIONS,
  disclosureHeading: msg`Required disclosure`,
  /** Title of the system share sheet. */
  shareTitle: msg`My Nirvana Trust Code`,
} as const;

/** The text offered to the system share sheet with the link; {disclosure} is the required disclosure. */
export const SHARE_TEXT = msg`Use my Trust Code {code} for {percent} off Nirvana. {disclosure}`;
