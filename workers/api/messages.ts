import { Hono } from "hono";
import {
  AREA_NAMES,
  SERVER_ONLY_AREAS,
  type CatalogArea,
  hasCatalog,
  loadMessages,
  type CatalogName,
  PSEUDO_CATALOG,
} from "#app/lib/i18n/index.ts";
import {
  CATALOG_MAX_AGE_S,
  VERSIONED_CATALOG_MAX_AGE_S,
} from "#app/lib/policies.ts";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";

export const messages = new Hono<{ Bindings: Env }>();

/** Words a browser may fetch: every area but the server-only ones (e-mails, API answers). */
function browserArea(area: string): area is CatalogArea {
  return (
    !(SERVER_ONLY_AREAS as readonly string[]).includes(area) &&
    (AREA_NAMES as readonly string[]).includes(area)
  );
}

/**
 * GET /api/messages/<locale>/<area>: one area's compiled catalog as JSON, for
 * a page reached by client navigation (app/lib/i18n/browser-catalog.ts). The
 * pseudo-locale answers only on a test server.
 */
messages.get("/:catalog/:area", async (c) => {
  const { catalog, area } = c.req.param();
  const pseudoOff = catalog === PSEUDO_CATALOG && c.env.PSEUDO_LOCALE !== "on";
  if (!browserArea(area) || !hasCatalog(catalog, area) || pseudoOff)
    return localizedApiError(c, 404, API_ERRORS.notFound);
  const body = await loadMessages(catalog as CatalogName, area);
  c.header(
    "Cache-Control",
    c.req.query("v")
      ? `public, max-age=${VERSIONED_CATALOG_MAX_AGE_S}, immutable`
      : `public, max-age=${CATALOG_MAX_AGE_S}`,
  );
  return c.json(body);
});
