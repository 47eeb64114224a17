import { Hono } from "hono";
import { teaserResults } from "#app/lib/pages/index.ts";
import { TEASER_ROWS } from "#app/lib/policies.ts";

export const teaser = new Hono<{ Bindings: Env }>();

teaser.get("/", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json(teaserResults(TEASER_ROWS));
});
