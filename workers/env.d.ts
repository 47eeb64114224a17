/** Bindings declared in wrangler.toml (kept by hand; `wrangler types` is not run offline). */
interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

interface Env {
  DB: D1Database;
  CACHE: KVNamespace;
  ASSETS: Fetcher;
  RATE_LIMITER: RateLimit;
  COOKIE_DOMAIN_HOSTS?: string;
  /** "user:password"; when set, the whole site except /api/health asks for it. */
  SITE_BASIC_AUTH?: string;
  /** Operator console (README "Operator console"): "user:password" for Basic auth. */
  ADMIN_BASIC_AUTH?: string;
  /** Cloudflare Access team domain, e.g. "team.cloudflareaccess.com"; with ACCESS_AUD it replaces Basic auth. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience (AUD) tag. */
  ACCESS_AUD?: string;
  /** Cloudflare Email Routing send_email binding; optional. */
  EMAIL?: SendEmail;
  /** HTTP e-mail API used when EMAIL is absent: POST JSON with a bearer key. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  /** Sender address for code e-mails, e.g. "Nirvana <codes@nirvana.example>". */
  EMAIL_FROM?: string;
  /** Secret keying the suppression list's HMAC (docs/privacy.md); a dev default applies when unset. */
  SUPPRESSION_HMAC_KEY?: string;
  /** New individual codes per recipient domain a day (default 50). */
  NEW_CODES_PER_DOMAIN_PER_DAY?: string;
  /** Outgoing e-mails a day, site-wide (default 500); the excess stays queued. */
  DAILY_EMAIL_CAP?: string;
}

declare namespace Cloudflare {
  interface Env extends globalThis.Env {}
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
