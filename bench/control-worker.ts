/**
 * Benchmark control: a Worker that answers every request with the same 302
 * and the same headers as /c/<code>, doing nothing else. The ratio of the real
 * redirect to this one shows what the capture path costs.
 */
export default {
  fetch(): Response {
    const headers = new Headers({ Location: "/", "Cache-Control": "no-store" });
    headers.append(
      "Set-Cookie",
      "nir_trust_code=ABC123; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    headers.append(
      "Set-Cookie",
      "nir_source=qr; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    headers.append(
      "Set-Cookie",
      "nir_sid=7e72bf3e-ce63-4b85-bfb5-0288b376113f; Path=/; Max-Age=15552000; SameSite=Lax",
    );
    headers.set(
      "Strict-Transport-Security",
      "max-age=63072000; includeSubDomains; preload",
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("X-Frame-Options", "DENY");
    return new Response(null, { status: 302, headers });
  },
};
