/** Words of the minted-code result panel (app/components/qr-result.tsx). */
export const QR_RESULT = {
  title: "Your Trust Code",
  imageAlt: (code: string) => `QR code for Trust Code ${code}`,
  intro:
    "Share your code or link, always with the disclosure below. Your code and QR code are also on their way to your inbox.",
  download: "Download QR Code",
  downloadFailed:
    "The download failed. Right-click the image to save it instead.",
  copyCode: "Copy code",
  copyLink: "Copy link",
  copyDisclosure: "Copy disclosure",
  share: "Share",
  copied: "Copied",
  copyFailed: "Copying failed: select the text and copy it yourself.",
  disclosureHeading: "Required disclosure",
  /** Title of the system share sheet. */
  shareTitle: "My Nirvana Trust Code",
} as const;

/** The text offered to the system share sheet with the link. */
export function shareText(code: string, disclosure: string): string {
  return `Use my Trust Code ${code} for 10% off Nirvana. ${disclosure}`;
}
