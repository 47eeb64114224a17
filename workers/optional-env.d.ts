// Everything else in Env is generated from wrangler.toml into
// worker-configuration.d.ts (`npm run types`). These are the optional secrets,
// vars and bindings wrangler.toml cannot declare without requiring them at
// deploy (`secrets.required` fails a deploy that lacks one), so they are kept
// here by hand. README "Configuration" and "Operator console" explain each.
interface OptionalEnv {
  /** "user:password"; when set, the whole site except /api/health asks for it. */
  SITE_BASIC_AUTH?: string;
  /** Operator console: "user:password" for Basic auth. */
  ADMIN_BASIC_AUTH?: string;
  /** Cloudflare Access team domain, e.g. "team.cloudflareaccess.com"; with ACCESS_AUD it replaces Basic auth. */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's audience (AUD) tag. */
  ACCESS_AUD?: string;
  /** Cloudflare Email Routing send_email binding (commented out in wrangler.toml). */
  EMAIL?: SendEmail;
  /** HTTP e-mail API used when EMAIL is absent: POST JSON with a bearer key. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  /** Secret behind the daily visitor hash (workers/scans/visitor.ts); a dev value stands in when unset. */
  SCAN_VISITOR_SECRET?: string;
  /** Key of the suppression list's keyed hash (app/lib/identity/suppression-key.ts); a dev value stands in when unset. */
  SUPPRESSION_HMAC_KEY?: string;
  /** Key of the consent records' session hash (app/lib/consent/consent-hash.ts); a dev value stands in when unset. */
  CONSENT_HASH_SECRET?: string;
  /** New individual codes per e-mail domain a day (default in app/lib/policies.ts). */
  NEW_CODES_PER_DOMAIN_PER_DAY?: string;
  /** Outgoing e-mails a day; the excess waits in the outbox. */
  DAILY_EMAIL_CAP?: string;
  /**
   * "production" marks the production Worker (app/lib/platform/production.ts): missing
   * secrets then fail loudly and the console needs Cloudflare Access.
   * "development" or "test" says it is not, whatever the host.
   */
  ENVIRONMENT?: string;
  /** "true" lets the console use Basic auth in production (Cloudflare Access is preferred). */
  ADMIN_ALLOW_BASIC_AUTH?: string;
  /** Paddle notification destination's secret key; unset, /api/billing/paddle refuses everything (503). */
  PADDLE_WEBHOOK_SECRET?: string;
  /** Bearer token the subscriber app sends to /api/billing/code-check; unset, it answers 503. */
  BILLING_API_TOKEN?: string;
  /** Comma-separated Paddle price ids of the membership; unset, every subscription charge is one (docs/ledger.md). */
  PADDLE_MEMBERSHIP_PRICE_IDS?: string;
  /** Comma-separated Paddle price ids of RIA seats, which earn nothing (docs/ledger.md). */
  PADDLE_RIA_SEAT_PRICE_IDS?: string;
  /** PayPal Payouts API (docs/paypal-payouts.md): with both keys set, an approved run can be sent through PayPal; without them the file is the way. */
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  /** https://api-m.paypal.com (live, default) or https://api-m.sandbox.paypal.com. */
  PAYPAL_API_BASE?: string;
  /** The id of the webhook registered for /api/payouts/paypal; unset, that endpoint answers 503. */
  PAYPAL_WEBHOOK_ID?: string;
  /** Paddle API key for the daily reconciliation sweep (GET /events); unset, reconciliation is off. */
  PADDLE_API_KEY?: string;
  /** https://api.paddle.com (live, default) or https://sandbox-api.paddle.com. */
  PADDLE_API_BASE?: string;
  /** A payout run of at least this many US dollars needs a second operator's approval (default 10000). */
  PAYOUT_SECOND_APPROVAL_USD?: string;
  /** "on" only on test servers: the nir_pseudo cookie then shows the pseudo-locale (app/lib/i18n/pseudo.ts). */
  PSEUDO_LOCALE?: string;
}

// Merged into both names the generated file declares: the global Env that
// workers/app.ts uses and Cloudflare.Env behind `import { env } from "cloudflare:workers"`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface Env extends OptionalEnv {}
declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends OptionalEnv {}
}
