import { env } from "cloudflare:workers";
import {
  basicCredentials,
  safeEqual,
  isProduction,
} from "#app/lib/platform/index.ts";
import {
  auditSignIn,
  authClient,
  blockedFor,
  recordFailure,
} from "#app/lib/db/index.server.ts";
import type { Admin } from "#app/lib/db/index.ts";
import {
  AccessTokenError,
  verifyAccessJwt,
  type JwksFetcher,
} from "#app/lib/admin/access-jwt.ts";

/**
 * Who may use /admin. Access wins when both of its settings are present; else
 * Basic auth; with neither the console does not exist (404), never open.
 */
export interface AdminAuthConfig {
  accessTeamDomain?: string;
  accessAud?: string;
  /** `user:password`, or several such pairs separated by commas. */
  basicAuth?: string;
  /** Tests pass a local key set; production fetches the team's certs. */
  fetcher?: JwksFetcher;
  now?: number;
  /** Whether this is production (app/lib/platform/production.ts); read from the request when absent. */
  production?: boolean;
  /** ADMIN_ALLOW_BASIC_AUTH=true: Basic auth may guard the console in production. */
  allowBasicInProduction?: boolean;
}

const BASIC_REALM = 'Basic realm="Nirvana operator console", charset="UTF-8"';

export function authConfigFromEnv(): AdminAuthConfig {
  return {
    basicAuth: env.ADMIN_BASIC_AUTH,
    accessTeamDomain: env.ACCESS_TEAM_DOMAIN,
    accessAud: env.ACCESS_AUD,
    allowBasicInProduction: env.ADMIN_ALLOW_BASIC_AUTH === "true",
  };
}

/** The `user:password` pairs of ADMIN_BASIC_AUTH (comma-separated; a password may not hold a comma). */
export function basicPairs(setting: string): string[] {
  return setting
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.includes(":"));
}

function deny(status: number, text: string, headers?: HeadersInit): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      ...headers,
    },
  });
}

/** Access sends the token as a header; the CF_Authorization cookie is its fallback. */
function accessToken(request: Request): string | null {
  const header = request.headers.get("cf-access-jwt-assertion");
  if (header) return header;
  const cookie = request.headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)CF_Authorization=([^;]+)/.exec(cookie);
  return match?.[1] ?? null;
}

/**
 * Refuses cross-site form posts (CSRF): the browser's Origin must be ours, or,
 * when a privacy setting strips Origin, Sec-Fetch-Site must say same-origin.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin) {
    if (origin === new URL(request.url).origin) return;
  } else if (request.headers.get("sec-fetch-site") === "same-origin") return;
  throw deny(403, "Cross-site request refused.");
}

/**
 * Every admin loader and action starts here. Throws the Response to answer
 * (404 off, 401 no or wrong credentials, 403 bad token or cross-site post).
 */
export async function requireAdmin(
  request: Request,
  config: AdminAuthConfig = authConfigFromEnv(),
): Promise<Admin> {
  const admin = await authenticate(request, config);
  if (request.method !== "GET" && request.method !== "HEAD")
    assertSameOrigin(request);
  await auditSignIn(admin, new Date(config.now ?? Date.now()));
  return admin;
}

async function authenticate(
  request: Request,
  config: AdminAuthConfig,
): Promise<Admin> {
  if (config.accessTeamDomain && config.accessAud) {
    const token = accessToken(request);
    if (!token) throw deny(401, "Cloudflare Access token required.");
    try {
      const claims = await verifyAccessJwt(token, {
        teamDomain: config.accessTeamDomain,
        audience: config.accessAud,
        fetcher: config.fetcher,
        now: config.now,
      });
      return { actor: claims.email ?? claims.sub ?? "access", via: "access" };
    } catch (error) {
      if (error instanceof AccessTokenError)
        throw deny(403, "Cloudflare Access token refused.");
      throw error;
    }
  }
  if (config.basicAuth) {
    // Production wants Cloudflare Access; Basic auth alone only when allowed.
    const production = config.production ?? isProduction(env);
    if (production && !config.allowBasicInProduction) {
      console.error(
        "Operator console refused: Basic auth only in production. Set ACCESS_TEAM_DOMAIN and ACCESS_AUD, or ADMIN_ALLOW_BASIC_AUTH=true.",
      );
      throw deny(
        503,
        "The operator console needs Cloudflare Access in production.",
      );
    }
    const given = basicCredentials(request.headers.get("authorization"));
    if (!given)
      throw deny(401, "Authentication required.", {
        "WWW-Authenticate": BASIC_REALM,
      });
    // Guessing is throttled per client: once blocked, not even the right
    // password is compared until the window ends.
    const client = authClient(request);
    const now = config.now ?? Date.now();
    const wait = await blockedFor(client, now);
    if (wait > 0)
      throw deny(429, "Too many failed sign-ins. Try again later.", {
        "Retry-After": String(wait),
      });
    // Several operators: "user:password" pairs, comma-separated; the user
    // name tells them apart (audit log, two-person approval). Every pair is
    // compared, so timing does not reveal which one matched.
    let matched = false;
    for (const pair of basicPairs(config.basicAuth))
      if (safeEqual(given, pair)) matched = true;
    if (matched)
      return {
        actor: given.slice(0, given.indexOf(":")) || "admin",
        via: "basic",
      };
    await recordFailure(client, now);
    throw deny(401, "Authentication required.", {
      "WWW-Authenticate": BASIC_REALM,
    });
  }
  throw deny(404, "Not found.");
}
