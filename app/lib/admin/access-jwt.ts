/**
 * Cloudflare Access JWT verification with WebCrypto (RS256 only).
 * https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/
 */

export interface JsonWebKeySet {
  keys: (JsonWebKey & { kid?: string })[];
}

/** Fetches a team's key set; injectable so tests sign with a local key pair. */
export type JwksFetcher = (url: string) => Promise<JsonWebKeySet>;

export interface AccessClaims {
  aud: string | string[];
  iss: string;
  exp: number;
  nbf?: number;
  iat?: number;
  email?: string;
  sub?: string;
}

/** Access rotates keys every six weeks; an hour of caching costs nothing. */
const JWKS_CACHE_MS = 60 * 60 * 1000;
/** Tolerated clock drift between Access and this Worker. */
const CLOCK_SKEW_S = 60;

const cache = new Map<string, { jwks: JsonWebKeySet; until: number }>();

export const fetchJwks: JwksFetcher = async (url) => {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
  return res.json<JsonWebKeySet>();
};

/** "team.cloudflareaccess.com" or "https://team.cloudflareaccess.com/" → issuer URL. */
export function accessIssuer(teamDomain: string): string {
  const host = teamDomain
    .trim()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");
  return `https://${host}`;
}

export function certsUrl(teamDomain: string): string {
  return `${accessIssuer(teamDomain)}/cdn-cgi/access/certs`;
}

function base64UrlDecode(part: string): Uint8Array<ArrayBuffer> {
  const b64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = b64 + "=".repeat((4 - (b64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

function decodeJson<T>(part: string): T {
  return JSON.parse(new TextDecoder().decode(base64UrlDecode(part))) as T;
}

async function keyFor(
  kid: string | undefined,
  url: string,
  fetcher: JwksFetcher,
  now: number,
): Promise<JsonWebKey | undefined> {
  const find = (set: JsonWebKeySet) =>
    set.keys.find((k) => k.kty === "RSA" && (!kid || k.kid === kid));
  const cached = cache.get(url);
  if (cached && cached.until > now) {
    const hit = find(cached.jwks);
    if (hit) return hit;
  }
  // Unknown kid: the team may just have rotated its keys, so fetch afresh once.
  const jwks = await fetcher(url);
  cache.set(url, { jwks, until: now + JWKS_CACHE_MS });
  return find(jwks);
}

export class AccessTokenError extends Error {}

/** Verifies signature, audience, issuer and lifetime; answers the claims or throws. */
export async function verifyAccessJwt(
  token: string,
  options: {
    teamDomain: string;
    audience: string;
    fetcher?: JwksFetcher;
    now?: number;
  },
): Promise<AccessClaims> {
  const now = options.now ?? Date.now();
  const parts = token.split(".");
  if (parts.length !== 3) throw new AccessTokenError("malformed token");
  const [h, p, s] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let claims: AccessClaims;
  try {
    header = decodeJson(h);
    claims = decodeJson(p);
  } catch {
    throw new AccessTokenError("malformed token");
  }
  if (header.alg !== "RS256") throw new AccessTokenError("unexpected alg");

  const jwk = await keyFor(
    header.kid,
    certsUrl(options.teamDomain),
    options.fetcher ?? fetchJwks,
    now,
  );
  if (!jwk) throw new AccessTokenError("unknown signing key");
  const algorithm = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  const key = await crypto.subtle.importKey("jwk", jwk, algorithm, false, [
    "verify",
  ]);
  const valid = await crypto.subtle.verify(
    algorithm,
    key,
    base64UrlDecode(s),
    new TextEncoder().encode(`${h}.${p}`),
  );
  if (!valid) throw new AccessTokenError("bad signature");

  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience))
    throw new AccessTokenError("wrong audience");
  if (claims.iss !== accessIssuer(options.teamDomain))
    throw new AccessTokenError("wrong issuer");
  const seconds = now / 1000;
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_S < seconds)
    throw new AccessTokenError("expired");
  if (typeof claims.nbf === "number" && claims.nbf - CLOCK_SKEW_S > seconds)
    throw new AccessTokenError("not yet valid");
  return claims;
}
