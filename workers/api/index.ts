import { Hono } from "hono";
import { countries } from "./countries";
import { contact } from "./contact";
import { teaser } from "./teaser";
import { qr } from "./qr";
import { apiError } from "./errors";

export const api = new Hono<{ Bindings: Env }>();

api.get("/health", (c) => c.json({ ok: true }));
api.route("/countries", countries);
api.route("/teaser", teaser);
api.route("/contact", contact);
api.route("/qr", qr);

// A catch-all rather than notFound: the parent app would otherwise hand /api/* to React Router.
api.all("*", (c) => apiError(c, 404, "Not found."));
