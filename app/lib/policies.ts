/**
 * Named policies: every lifetime, timing and limit the site relies on, defined
 * once with the reason it has that value (docs/business-rules.md).
 */

/** Attribution cookies last 180 days: the referral window (docs/attribution.md). */
export const ATTRIBUTION_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** The consent choice is remembered for a year, as regulators expect re-asking yearly. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Country list changes rarely; a day in KV spares recomputing the sort per request. */
export const COUNTRIES_KV_TTL_S = 24 * 60 * 60;
/** Public JSON bodies are small forms; anything bigger is abuse (413, docs/api.md). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;
/** Trust codes are short identifiers; 64 bounds storage and cookie size. */
export const MAX_TRUST_CODE_LENGTH = 64;

/** Chat typing indicator before the paywall reply (docs/business-rules.md). */
export const CHAT_TYPING_DELAY_MS = 2500;
/** Forest carousel auto-advance (docs/business-rules.md). */
export const CAROUSEL_INTERVAL_MS = 6000;
/** One full loop of the charity logo marquee (docs/business-rules.md). */
export const MARQUEE_LOOP_S = 28;
/** Modal auto-close default and the longer one for a freshly minted code (docs/business-rules.md). */
export const MODAL_AUTO_CLOSE_MS = 4000;
export const CODE_CREATED_MODAL_AUTO_CLOSE_MS = 5000;
/** Modal fade-out before it is removed (docs/business-rules.md). */
export const MODAL_CLOSE_DELAY_MS = 300;
/** Rows in the blurred teaser table (docs/business-rules.md). */
export const TEASER_ROWS = 10;

/**
 * Scan pipeline (docs/decisions/scan-pipeline.md). A day's filter of counted
 * events (and its visitor sketches) stays in D1 as long as the queue can still
 * redeliver its messages: Queues keeps a message 4 days by default, plus a day of margin.
 */
export const SCAN_REDELIVERY_WINDOW_MS = 5 * 24 * 60 * 60 * 1000;
/** Breakdown rows per code and day: made-up source/campaign tags fold into "other" past this. */
export const MAX_SCAN_BREAKDOWN_ROWS_PER_CODE_DAY = 200;
/** Named campaigns per code and day on the payee's funnel; later new names count as "(other)". */
export const MAX_CAMPAIGNS_PER_CODE_DAY = 50;

/** A chosen language is remembered for a year, like the consent choice. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** No-JavaScript form posts are the same small forms as the JSON API: same 16 KiB cap (413). */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

/** A verification or "I did not ask for this" link works this long: two weeks to find the e-mail. */
export const VERIFICATION_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** At most this many messages to one recipient a day, whoever asks: the site is no relay. */
export const MAX_MESSAGES_PER_RECIPIENT_PER_DAY = 3;
/** A repeated request reminds the holder of their code at most once per this window. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** New codes per recipient domain a day unless NEW_CODES_PER_DOMAIN_PER_DAY says otherwise: stops scripted mass sign-ups on one domain. */
export const DEFAULT_NEW_CODES_PER_DOMAIN_PER_DAY = 50;
/**
 * New individual codes a day from one client network (app/lib/platform/client-key.ts),
 * well below the per-domain cap: one abuser runs out long before a domain does.
 */
export const MAX_MINTS_PER_CLIENT_PER_DAY = 10;
/** Outgoing e-mails a day, site-wide, unless DAILY_EMAIL_CAP says otherwise; excess waits in the outbox. */
export const DEFAULT_DAILY_EMAIL_CAP = 500;
/** Rolling window the daily counts above are taken over. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Failed operator sign-ins per client before /admin answers 429: a guesser gets 10 tries per window. */
export const ADMIN_AUTH_MAX_FAILURES = 10;
/** The window those failures are counted in, and how long a blocked client waits. */
export const ADMIN_AUTH_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed operator sign-ins from all networks together in the alarm window
 * that raise the site-wide alarm (an error log line and a console warning):
 * a guesser spread over many networks stays under every per-client limit.
 */
export const ADMIN_AUTH_ALARM_FAILURES = 50;
/** The alarm's window: coarser than the per-client one. */
export const ADMIN_AUTH_ALARM_WINDOW_MS = 60 * 60 * 1000;

/** A console sign-in is audited at most this often per operator (each request authenticates anew). */
export const SIGN_IN_AUDIT_INTERVAL_MS = 60 * 60 * 1000;

/** Retention (docs/privacy.md): an unverified issuer and their code are erased after 14 days. */
export const UNVERIFIED_ISSUER_RETENTION_MS = 14 * DAY_MS;
/** Rejected organisation requests are kept 90 days, long enough to answer a query about them. */
export const REJECTED_REQUEST_RETENTION_MS = 90 * DAY_MS;
/**
 * A code application's session id links it to a browser only while the
 * attribution cookie can live; after that it is cleared (the row, a count,
 * stays for the cohort reports).
 */
export const APPLICATION_SESSION_RETENTION_MS = 180 * DAY_MS;
/** Code applications feed two years of monthly reports, then go. */
export const CODE_APPLICATION_RETENTION_MS = 2 * 365 * DAY_MS;
/** An organisation request nobody reviewed in 90 days is stale: the organisation can ask again. */
export const PENDING_REQUEST_RETENTION_MS = 90 * DAY_MS;
/** Mail still unsent this long carries links that have expired (VERIFICATION_TOKEN_TTL_MS): it is dropped. */
export const STALE_PENDING_EMAIL_MS = 14 * DAY_MS;
/** Console sign-in audit rows (one an hour per operator) are kept a year: long enough to review access. */
export const SIGN_IN_AUDIT_RETENTION_MS = 365 * DAY_MS;
/** Delivered e-mails keep their metadata (not their body) this long, for delivery questions. */
export const EMAIL_METADATA_RETENTION_MS = 90 * DAY_MS;

/**
 * The cookie policy the banner asks about (docs/consent.md). Bump it when the
 * policy changes: every stored choice with another version is asked again.
 */
export const COOKIE_POLICY_VERSION = "2026-11-23";
/** Consent records outlive the year-long choice they prove by a year, to answer a query about it. */
export const CONSENT_RECORD_RETENTION_MS = 2 * 365 * DAY_MS;

/**
 * A code's QR kit files never change, but a stopped code must stop being
 * served: browsers and caches keep them a day, then revalidate (ETag).
 */
export const QR_KIT_MAX_AGE_S = 24 * 60 * 60;
/** Share images (workers/og/): a week in browsers and link-preview caches; a new design changes the ETag and the edge cache key. */
export const SHARE_IMAGE_MAX_AGE_S = 7 * 24 * 60 * 60;

/**
 * "Did you mean …?" lists every code one edit from what was typed; past this
 * length (codes are 10-11 characters) nothing is suggested, which bounds one
 * look-up to 58 × 24 + 27 = 1,419 keys (app/lib/trust-codes/code-reading.ts).
 */
export const NEAR_MISS_MAX_LENGTH = 24;
/** A catalog fetched for the build's version never changes: cached for a year. */
export const VERSIONED_CATALOG_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Without a version it may change at the next deploy: cached briefly. */
export const CATALOG_MAX_AGE_S = 5 * 60;

/** An operator's reason for a ledger entry: a sentence or two, like a rejection reason. */
export const MAX_OPERATOR_REASON_LENGTH = 500;
/** One manual adjustment moves at most USD 10,000.00: larger is a typo more often than a correction, and a real one can be split. */
export const MAX_MANUAL_ADJUSTMENT_CENTS = 1_000_000;
/**
 * The payee's page (docs/my-trust-code.md). A sign-in code is read off an
 * e-mail within minutes: 15 minutes is long enough for a slow inbox and short
 * enough that a guesser has little time.
 */
export const ACCOUNT_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong entries a code survives: 5 tries of 10^8 codes leave a guesser 1 in 20 million. */
export const ACCOUNT_CODE_MAX_TRIES = 5;
/**
 * Sign-in codes an hour per address and network: enough for a lost mail, too
 * few to flood an inbox, and a stranger's network never spends the owner's.
 * Details codes (a signed-in payee's own) count 3 an hour per address apart.
 */
export const ACCOUNT_CODES_PER_HOUR = 3;
/** Sign-in codes a day per address from all networks; a browser that signed in to it before is never refused. */
export const ACCOUNT_CODES_PER_DAY = 10;
/**
 * Sign-in codes a day from one network over every address: with its 10 new
 * codes (MAX_MINTS_PER_CLIENT_PER_DAY) one network can cause at most 40
 * e-mails a day, far below the site-wide cap (DEFAULT_DAILY_EMAIL_CAP).
 */
export const ACCOUNT_CODES_PER_NETWORK_PER_DAY = 30;
/** The nir_device cookie: a browser that signed in is known to that address for a year. */
export const ACCOUNT_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The window the hourly limit above is counted over. */
export const ACCOUNT_CODE_WINDOW_MS = 60 * 60 * 1000;
/** A session lasts a week: a payee checks in now and then, a lost device stops working soon. */
export const ACCOUNT_SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Paddle's notifications are small (a few KiB); 256 KiB leaves room for big transactions and refuses floods unread. */
export const MAX_BILLING_BODY_BYTES = 256 * 1024;
/** A signed notification older or newer than this is refused: a captured one cannot be replayed later. */
export const BILLING_SIGNATURE_TOLERANCE_S = 5 * 60;
/** A billing event that failed this many times is `dead`: shown in the console for replay, no longer retried. */
export const BILLING_EVENT_MAX_ATTEMPTS = 8;
/** First retry of a failed billing event after a minute, doubling (about 4 hours over all attempts). */
export const BILLING_RETRY_BASE_MS = 60 * 1000;
/** The cron leaves events this young to the queue, which is already carrying them. */
export const BILLING_SWEEP_GRACE_MS = 60 * 1000;
/** Events the cron processes per run, so one run stays well inside its time limit. */
export const BILLING_SWEEP_BATCH = 200;
/** A member's name and e-mail stay in a stored billing body this long (a month of replays after a fix), then are blanked; the keyed hash stays. */
export const BILLING_PERSONAL_BODY_RETENTION_MS = 30 * DAY_MS;

/**
 * A rendered public page in the Workers Cache API (workers/page-cache.ts):
 * its key carries the build id, so a deploy never serves an old build's
 * HTML; the age only bounds how long an unchanged build keeps an entry.
 */
export const PAGE_CACHE_MAX_AGE_S = 24 * 60 * 60;
/**
 * Pages an isolate keeps in memory in front of the Cache API: every public
 * page in one or two languages (about 100 KB each), a few MB at most.
 */
export const PAGE_MEMORY_CACHE_ENTRIES = 64;
/** How long an isolate trusts its own copy: an operator's purge reaches every isolate within it. */
export const PAGE_MEMORY_CACHE_TTL_MS = 60 * 1000;
