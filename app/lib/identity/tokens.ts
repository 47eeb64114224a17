/**
 * One-time links (verification, "I did not ask for this"): 256 random bits
 * sent in the e-mail, only their SHA-256 stored, so a leaked database cannot
 * be turned back into working links.
 */
const TOKEN_BYTES = 32;

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** 43 base64url characters: anything else is not one of ours and is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShaped(value: string | null | undefined): boolean {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/**
 * Text to be stored (a provider's error, which may echo the message it was
 * sent) with every one-time token replaced: a working link is never kept
 * readable outside the body of a message still waiting to be sent.
 */
export function redactTokens(text: string): string {
  return text.replace(
    /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g,
    "[token]",
  );
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(token),
  );
  return base64url(new Uint8Array(digest));
}
