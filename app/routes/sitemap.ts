import { SITE_ORIGIN } from "~/lib/brand";
import { SITE_ROUTES } from "~/lib/site-routes";

export function loader() {
  const urls = SITE_ROUTES.filter((r) => r.sitemap)
    .map((r) => `  <url><loc>${SITE_ORIGIN}${r.path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
