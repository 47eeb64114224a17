/**
 * Compares two secrets in constant time: each is MACed under a fresh random
 * key and `crypto.subtle.verify` compares the MACs without early exit, so
 * neither the content nor the length of the expected value leaks by timing.
 */
const enc = new TextEncoder();

export async function secretsEqual(
  given: string,
  expected: string,
): Promise<boolean> {
  const key = await crypto.subtle.generateKey(
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, enc.encode(given));
  return crypto.subtle.verify("HMAC", key, mac, enc.encode(expected));
}
