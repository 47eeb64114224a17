/** Hex digests, MACs and random ids: one spelling for the browser and the Worker alike. */

/** Lower-case hex, two digits a byte. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** `bytes` random bytes as hex (getRandomValues works on plain-http hosts too, unlike randomUUID). */
export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
}

/** HMAC-SHA256 of `message` under `secret`, as bytes. */
export async function hmacSha256(
  secret: string,
  message: string,
): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    enc.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(
    await crypto.subtle.sign("HMAC", key, enc.encode(message)),
  );
}

/** HMAC-SHA256 of `message` under `secret`, as hex. */
export async function hmacHex(
  secret: string,
  message: string,
): Promise<string> {
  return toHex(await hmacSha256(secret, message));
}
