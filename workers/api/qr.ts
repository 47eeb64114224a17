import { Hono } from "hono";
import { QR_KIT } from "#app/content/qr-kit.ts";
import { activeCodeKit } from "#app/lib/db/index.server.ts";
import { QR_KIT_MAX_AGE_S } from "#app/lib/policies.ts";
import {
  requestHost,
  RATE_LIMIT_RETRY_AFTER_S,
  withinRateLimit,
  toHex,
} from "#app/lib/platform/index.ts";
import {
  QR_KIT_FORMATS,
  type QrKitFormat,
  QR_KIT_CONTENT_TYPES,
  renderKit,
} from "#app/lib/qr-kit/index.ts";
import { normaliseTrustCode } from "#app/lib/trust-codes/index.ts";
import { campaignName } from "#app/lib/account/index.ts";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { FORM_ANSWERS } from "#app/content/form-answers.ts";
import { renderPdf } from "../render/client";

/** Part of every ETag: bump it when the kit's drawing or words change. */
const KIT_VERSION = "3";

const FILE_PATTERN = new RegExp(`^(.+)\\.(${QR_KIT_FORMATS.join("|")})$`);

/** A short, stable tag for one code, host, format and kit version. */
async function entityTag(parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(parts.join("\n")),
  );
  return `"${toHex(new Uint8Array(digest).slice(0, 12))}"`;
}

/**
 * GET /api/qr/<code>.svg|png|pdf: the print-ready QR kit of an active code
 * (docs/api.md). Public, like the code itself; unknown or stopped codes 404.
 * `?campaign=<name>` makes a campaign's kit (its QR opens
 * /c/<code>?campaign=<name>); a name outside the rule is a 400.
 */
export const qr = new Hono<{ Bindings: Env }>();

qr.get("/:file", async (c) => {
  if (!(await withinRateLimit(c.env.RATE_LIMITER, c.req.raw.headers))) {
    c.header("Retry-After", String(RATE_LIMIT_RETRY_AFTER_S));
    return localizedApiError(c, 429, FORM_ANSWERS.rateLimited);
  }
  const match = FILE_PATTERN.exec(c.req.param("file"));
  const code = match ? normaliseTrustCode(match[1]) : null;
  const kit = code ? await activeCodeKit(code) : null;
  if (!match || !code || !kit)
    return localizedApiError(c, 404, API_ERRORS.noActiveCode);

  const asked = c.req.query("campaign");
  const campaign = asked === undefined ? null : campaignName(asked);
  if (asked !== undefined && !campaign)
    return localizedApiError(c, 400, API_ERRORS.invalidCampaign);

  const format = match[2] as QrKitFormat;
  const host = requestHost(c.req.url);
  // The printed words follow the minting page's language, part of the tag.
  const etag = await entityTag([
    KIT_VERSION,
    format,
    host,
    code,
    kit.locale,
    ...(campaign ? [campaign] : []),
  ]);
  c.header("ETag", etag);
  c.header("Cache-Control", `public, max-age=${QR_KIT_MAX_AGE_S}`);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);

  const body = await renderKit(
    format,
    { code, host, ...kit, campaign },
    renderPdf,
  );
  c.header("Content-Type", QR_KIT_CONTENT_TYPES[format]);
  c.header(
    "Content-Disposition",
    `attachment; filename="${QR_KIT.fileName(campaign ? `${code}-${campaign}` : code, format)}"`,
  );
  // An SVG opened on its own is a document: nothing in it may run or load.
  if (format === "svg")
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
  return c.body(body);
});
