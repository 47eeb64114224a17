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
}

declare namespace Cloudflare {
  interface Env extends globalThis.Env {}
}

declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
