/** HTTP Basic auth, shared by the staging gate and the operator console. */

/** The "user:password" a Basic Authorization header carries, or "" when none. */
export function basicCredentials(header: string | null): string {
  if (!header?.startsWith("Basic ")) return "";
  try {
    const bytes = Uint8Array.from(atob(header.slice(6).trim()), (c) =>
      c.charCodeAt(0),
    );
    return new TextDecoder().decode(bytes);
  } catch {
    return "";
  }
}

/** Constant-time comparison, so a wrong password leaks nothing through timing. */
export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
