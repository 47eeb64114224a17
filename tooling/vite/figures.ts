import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import {
  documentLocale,
  fillFigures,
} from "../../app/lib/i18n/price-values.ts";

/** Where the static documents live, in public/ and in the built assets. */
const DOCUMENTS = "static/html";

/**
 * The static documents state the business figures as `{{price}}` and the
 * like (docs/business-rules.md "Changing a figure"): the build writes them
 * into the copies it serves, in each document's language, and the dev
 * server fills them on the way out.
 */
export function figuresPlugin(): Plugin {
  return {
    name: "nirvana-figures",
    // Its dev middleware answers before the Cloudflare plugin's hands a request to the Worker.
    enforce: "pre",
    configureServer(server) {
      const root = server.config.publicDir;
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? "").split("?")[0]);
        if (!path.startsWith(`/${DOCUMENTS}/`) || !path.endsWith(".html"))
          return next();
        let text: string;
        try {
          text = readFileSync(join(root, path), "utf8");
        } catch {
          return next();
        }
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(fillFigures(text, documentLocale(path)));
      });
    },
    writeBundle: {
      order: "post",
      handler(options) {
        if (this.environment.name !== "client" || !options.dir) return;
        const dir = join(options.dir, DOCUMENTS);
        const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
        for (const file of files.filter((f) => f.endsWith(".html"))) {
          const path = join(dir, file);
          const text = readFileSync(path, "utf8");
          writeFileSync(path, fillFigures(text, documentLocale(file)));
        }
      },
    },
  };
}
