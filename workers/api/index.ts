import { Hono } from "hono";
import { countries } from "./countries";
import { consent } from "./consent";
import { contact } from "./contact";
import { og } from "./og";
import { teaser } from "./teaser";
import { qr } from "./qr";
import { locale } from "./locale";
import { messages } from "./messages";
import { localizedApiError } from "./errors";
import { API_ERRORS } from "#app/content/api-errors.ts";
import { billing } from "./billing";
import { payouts } from "./payouts";
import { internalError } from "../internal-error";

/** Everything under /api, loaded on the first API request (workers/app.ts). */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.get("/health", (c) => c.json({ ok: true }));
api.route("/countries", countries);
api.route("/teaser", teaser);
api.route("/contact", contact);
api.route("/consent", consent);
api.route("/qr", qr);
api.route("/og", og);
api.route("/locale", locale);
api.route("/messages", messages);
api.route("/billing", billing);
api.route("/payouts", payouts);

// A catch-all rather than notFound: the parent app would otherwise hand /api/* to React Router.
api.all("*", (c) => localizedApiError(c, 404, API_ERRORS.notFound));
api.onError(internalError);
