import { SITE_ORIGIN } from "#app/lib/brand.ts";
import { sitemapXml } from "#app/lib/pages/index.ts";

export function loader() {
  return new Response(sitemapXml(SITE_ORIGIN), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
