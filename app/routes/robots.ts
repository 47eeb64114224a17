import { SITE_ORIGIN } from "#app/lib/brand.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /c/\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
