#!/usr/bin/env node
// Regenerates the Trust Code one-pagers, the press quote and "Your right to know".
//
//   node scripts/content/pdf/build.mjs              # fill every source, then print the PDFs
//   node scripts/content/pdf/build.mjs --html-only  # only write the filled HTML sources
//   node scripts/content/pdf/build.mjs --out=DIR --price-cents=60000
//       # write the HTML (and PDFs) into DIR, stating another price (tests/unit/figures.test.ts)
//
//   node scripts/content/pdf/build.mjs --only=your-right-to-know
//       # print only the PDFs whose name starts so (here every language's) and their pictures
//
// Uses Node built-ins and headless Chromium (CHROMIUM env var, default /usr/bin/chromium);
// the page-1 pictures are drawn with pdfjs-dist in that Chromium, driven by Playwright.
// The figures come from app/lib/money/terms/programme-terms.ts (written by
// app/lib/i18n/price-values.ts): templates here and in the sources say
// {{price}}, {{discountedPrice}} and the like, filled before printing.
// Generated sources: the one-pagers (from verticals.mjs and the templates below).
// Hand-written sources: src/press-quote.html, src/your-right-to-know.html and
// its translations src/your-right-to-know.<locale>.html (figures written for
// that locale; a <link rel="stylesheet"> to a file in src/ is inlined).
// Filled HTML: out/ (or --out); PDFs: public/static/pdf/<name>.pdf (or --out),
// and for "Your right to know" a picture of page 1 beside each PDF,
// <name>-page-1.webp, the page shows until pdf.js has drawn the real pages.
// Sample content for the Nirvana demonstration site; replace before publication.

import "../ts-hooks.mjs";
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { VERTICALS } from "./verticals.mjs";

const { FIGURES, fillFigures } = await import("#app/lib/i18n/price-values.ts");
const { DEFAULT_LOCALE, isLocale } = await import("#app/lib/i18n/locales.ts");
const {
  discountedPriceCents,
  organisationShareCents,
  ORGANISATION_SHARE_YEARS,
} = await import("#app/lib/money/terms/programme-terms.ts");

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, "src");
const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outOption = option("out");
const only = option("only") ?? "";
const htmlDir = outOption ? resolve(outOption) : join(here, "out");
const outDir = outOption
  ? resolve(outOption)
  : resolve(here, "../../../public/static/pdf");
const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
/** Width of the page-1 pictures; A4 makes them 1133 px high. */
const POSTER_WIDTH = 800;

const figures = option("price-cents")
  ? { priceCents: Number(option("price-cents")) }
  : FIGURES;
// Integer cents, for the illustrations' multiplications.
const PRICE = figures.priceCents;
const DISCOUNTED = discountedPriceCents(PRICE);
const SHARE = organisationShareCents(DISCOUNTED);
const usd = (cents, d = 0) =>
  "USD " +
  (cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: d,
    maximumFractionDigits: d,
  });
const esc = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const CSS = `
  @page { size: A4; margin: 13mm 15mm 12mm; }
  * { box-sizing: border-box; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: Georgia, "Times New Roman", "Liberation Serif", serif; font-size: 9.6pt; line-height: 1.42; color: #1f2328; }
  .band { background: #14213d; color: #fdfcf9; padding: 9pt 12pt; display: flex; justify-content: space-between; align-items: baseline; }
  .band .brand { font-size: 15pt; font-weight: 700; letter-spacing: 0.04em; }
  .band .kind { font-family: "Liberation Sans", Arial, sans-serif; font-size: 8pt; text-transform: uppercase; letter-spacing: 0.12em; }
  .vertical { font-family: "Liberation Sans", Arial, sans-serif; font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.1em; color: #7a5c1e; margin: 11pt 0 2pt; font-weight: 700; }
  h1 { font-size: 19pt; line-height: 1.15; margin: 0 0 6pt; color: #14213d; }
  h2 { font-size: 11pt; margin: 10pt 0 4pt; color: #14213d; border-bottom: 0.6pt solid #c9c2ae; padding-bottom: 2pt; }
  p { margin: 0 0 5pt; }
  .intro { font-size: 10.6pt; color: #2b3038; }
  ul, ol { margin: 0 0 5pt; padding-left: 14pt; }
  li { margin-bottom: 2.5pt; }
  .cols { display: flex; gap: 14pt; }
  .cols > div { flex: 1; }
  table { width: 100%; border-collapse: collapse; font-size: 9pt; margin: 2pt 0 4pt; }
  th, td { text-align: left; padding: 3pt 5pt; border-bottom: 0.5pt solid #d8d3c4; }
  th { background: #efeadc; color: #14213d; }
  td.num, th.num { text-align: right; }
  .box { background: #f1ede2; border-left: 3pt solid #7a5c1e; padding: 6pt 9pt; margin: 8pt 0 6pt; font-size: 9pt; }
  .box p:last-child, .box ul:last-child { margin-bottom: 0; }
  .small { font-size: 8pt; color: #4a4f57; }
  .foot { margin-top: 8pt; padding-top: 5pt; border-top: 0.6pt solid #c9c2ae; font-size: 8pt; color: #4a4f57; display: flex; justify-content: space-between; gap: 10pt; }
  strong { color: #111; }
`;

const page = (title, body) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
${body}
</body>
</html>
`;

const RULES = `<div class="box"><p><strong>Compliance and neutrality.</strong> Codes never affect search results, Compass Scores or ranking. Nirvana produces impersonal analytics, not advice. Participants receive cohort-level reporting only; no personal data is shared in either direction. One code per membership, no stacking, no self-referral; codes are case-insensitive. Payouts accrue only on paid charges that are not refunded or charged back.</p></div>`;

const FOOT = `<div class="foot"><span>Request a code: nirvana.example/trust-code-programme · hello@nirvana.example</span><span>Sample document for the Nirvana demonstration site; replace before publication.</span></div>`;

function verticalHtml(v) {
  const steps = v.seat
    ? `<ol>
<li><strong>Request seats.</strong> Tell us how many named clients you want to cover, using the form at nirvana.example/trust-code-programme.</li>
<li><strong>Pay annually in advance.</strong> {{price}} per client per year, invoiced centrally through our merchant of record.</li>
<li><strong>Invite clients.</strong> Each client receives a personal seat by e-mail; you can reassign seats at renewal.</li>
</ol>`
    : `<ol>
<li><strong>Request a code.</strong> Apply at nirvana.example/trust-code-programme; we review every request.</li>
<li><strong>Share it.</strong> You receive your code, a link and a QR code that carry it, and approved wording.</li>
<li><strong>Get paid monthly.</strong> {{organisationShare}} of each attributed member’s net subscription payments for 5 years from their first paid subscription.</li>
</ol>`;
  const n = v.example;
  const table = v.seat
    ? `<table>
<tr><th>Illustration</th><th class="num">Per client</th><th class="num">${n.toLocaleString("en-US")} clients</th></tr>
<tr><td>Seat licence, per year</td><td class="num">{{price}}</td><td class="num">${usd(n * PRICE)}</td></tr>
<tr><td>Trust Code discount on centrally paid seats</td><td class="num">none</td><td class="num">none</td></tr>
<tr><td>Trust Code payout to the firm</td><td class="num">none</td><td class="num">none</td></tr>
</table>
<p class="small">Prices before any sales tax, VAT or GST added by the merchant of record.</p>`
    : `<table>
<tr><th>Illustration</th><th class="num">Per member</th><th class="num">${n.toLocaleString("en-US")} members</th></tr>
<tr><td>Member pays per year ({{percent}} off {{price}})</td><td class="num">{{discountedPrice}}</td><td class="num">${usd(n * DISCOUNTED)}</td></tr>
<tr><td>Your share per year ({{organisationShare}} of net payments)</td><td class="num">{{shareExample}}</td><td class="num">${usd(n * SHARE)}</td></tr>
<tr><td>Your share over 5 years, if all renew</td><td class="num">${usd(SHARE * ORGANISATION_SHARE_YEARS, 2)}</td><td class="num">${usd(n * SHARE * ORGANISATION_SHARE_YEARS)}</td></tr>
</table>
<p class="small">Illustrative only, before taxes, refunds and chargebacks; actual payouts depend on members who subscribe and renew. Paid monthly in USD on the prior month’s net collected revenue.</p>`;
  const body = `<div class="band"><span class="brand">NIRVANA</span><span class="kind">${v.seat ? "RIA seat licence" : "Trust Code programme"} · one-pager</span></div>
<div class="vertical">${esc(v.label)}</div>
<h1>${esc(v.headline)}</h1>
<p class="intro">${esc(v.intro)}</p>
<div class="cols">
<div>
<h2>Why it fits</h2>
<ul>${v.fit.map((f) => `<li>${esc(f)}</li>`).join("\n")}</ul>
<h2>Where to place it</h2>
<p>${esc(v.placement)}</p>
</div>
<div>
<h2>How it works</h2>
${steps}
</div>
</div>
<h2>${v.seat ? "What it costs" : "What it could mean for you"}</h2>
${table}
${RULES}
<h2>Good to know</h2>
<p>${esc(v.note)}</p>
<p class="small">Nirvana is a neutral AI search engine for finance, available in 195 countries and more than 100 languages and built around one question: how much could I lose? Membership is {{price}} per member per year, billed annually in advance through a merchant of record. Nirvana pledges {{pledge}} of its total consolidated revenues to charity: forests, ecosystems, animals and humans.</p>
${FOOT}`;
  return page(`Nirvana Trust Code programme: ${v.label}`, body);
}

function generalHtml() {
  const body = `<div class="band"><span class="brand">NIRVANA</span><span class="kind">Trust Code programme · one-pager</span></div>
<div class="vertical">For organisations</div>
<h1>Save your members {{percent}}. Receive {{organisationShare}} for five years. Change nothing in the results.</h1>
<p class="intro">Nirvana is a neutral AI search engine for finance, built around loss aversion: before anything else, it shows how much you could lose. A Nirvana Trust Code lets your organisation offer membership at {{percent}} off to the people you serve, while a further {{organisationShare}} of their net subscription payments supports your organisation for five years.</p>
<div class="cols">
<div>
<h2>What it is</h2>
<ul>
<li><strong>For members:</strong> {{percent}} off the {{price}} annual membership ({{discountedPrice}} per year), billed annually in advance through our merchant of record.</li>
<li><strong>For your organisation:</strong> {{organisationShare}} of each attributed member’s net subscription payments for 5 years from first paid subscription, paid monthly in USD on the prior month’s net collected revenue.</li>
<li><strong>For everyone:</strong> Nirvana pledges {{pledge}} of its total consolidated revenues to charity: forests, ecosystems, animals and humans.</li>
</ul>
<h2>How it works</h2>
<ol>
<li><strong>Request</strong> a code at nirvana.example/trust-code-programme. We review every request.</li>
<li><strong>Share</strong> your code, link and QR code with approved wording and your vertical one-pager.</li>
<li><strong>Receive</strong> monthly payouts and cohort-level reports.</li>
</ol>
</div>
<div>
<h2>Rules that keep it clean</h2>
<ul>
<li>Codes never affect search results, Compass Scores or ranking.</li>
<li>Cohort-level reporting only; no personal data shared.</li>
<li>Codes are case-insensitive; one code per membership; no stacking; no self-referral.</li>
<li>Attribution locks at the first paid subscription and stays while the member is subscribed; a lapse restarted within 6 months keeps it.</li>
<li>Payouts accrue only on paid charges not refunded or charged back.</li>
<li>Optional country-level exclusivity on a 3+2 cycle where agreed.</li>
<li>RIA seats paid centrally ({{price}} per client per year) carry no discount and no payout.</li>
</ul>
</div>
</div>
<h2>Illustrative annual flows</h2>
<table>
<tr><th>Attributed members</th><th class="num">Members pay per year</th><th class="num">Organisation share per year</th><th class="num">Over 5 years, if all renew</th></tr>
${[50000, 250000, 1000000, 2000000].map((n) => `<tr><td>${n.toLocaleString("en-US")}</td><td class="num">${usd(n * DISCOUNTED)}</td><td class="num">${usd(n * SHARE)}</td><td class="num">${usd(n * SHARE * ORGANISATION_SHARE_YEARS)}</td></tr>`).join("\n")}
</table>
<p class="small">Illustrative only, before taxes, refunds and chargebacks. Actual payouts depend on members who subscribe and renew.</p>
<div class="box"><p><strong>Individuals can take part too.</strong> Any adult in a lawful country outside sanctioned jurisdictions can mint a personal code at nirvana.example/get-your-trust-code and earn a fixed {{rewardUsd}} per qualifying subscription period, paid monthly once the balance reaches {{minimum}} (smaller balances roll forward). One live code per person.</p></div>
<p class="small"><strong>Fourteen verticals, one set of rules:</strong> tailored one-pagers are available at nirvana.example/trust-code-programme. Nirvana produces impersonal analytics, not advice. Available in 195 countries and more than 100 languages.</p>
${FOOT}`;
  return page("Nirvana Trust Code programme: one-pager", body);
}

// Every PDF's HTML with its figures filled in, ready to print.
mkdirSync(htmlDir, { recursive: true });
const fill = (html, locale = DEFAULT_LOCALE) =>
  fillFigures(html, locale, figures);
/** A hand-written source's language: `<name>.<locale>.html`, else English. */
const sourceLocale = (file) => {
  const code = /\.([a-z-]+)\.html$/.exec(file)?.[1];
  return isLocale(code) ? code : DEFAULT_LOCALE;
};
/** A source with each stylesheet it links from src/ written into it. */
const inlineStyles = (html) =>
  html.replace(
    /<link rel="stylesheet" href="([\w.-]+\.css)" \/>/g,
    (_, css) => `<style>\n${readFileSync(join(srcDir, css), "utf8")}</style>`,
  );
for (const v of VERTICALS)
  writeFileSync(
    join(htmlDir, v.file.replace(/\.pdf$/, ".html")),
    fill(verticalHtml(v)),
  );
writeFileSync(
  join(htmlDir, "trust-code-programme-one-pager.html"),
  fill(generalHtml()),
);
for (const f of readdirSync(srcDir).filter((x) => x.endsWith(".html")))
  writeFileSync(
    join(htmlDir, f),
    fill(inlineStyles(readFileSync(join(srcDir, f), "utf8")), sourceLocale(f)),
  );

/**
 * The words of a "Your right to know" source as headings and paragraphs
 * (`<name>.text.json` beside its PDF): the page's reading view shows them,
 * as written, since pdf.js cannot read every script back from Chromium's
 * print (Devanagari's vowel signs, Arabic's order).
 */
function textBlocks(html) {
  const text = (inner) =>
    inner
      .replace(/<\/t[dh]>\s*<t[dh][^>]*>/g, " · ")
      .replace(/<[^>]+>/g, "")
      .replace(/&nbsp;/g, "\u00a0")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      // Collapses the source's line breaks; a figure's no-break spaces stay.
      .replace(/[ \t\r\n]+/g, " ")
      .trim();
  const body = html.slice(html.indexOf("</div>", html.indexOf('class="band"')));
  const blocks = [];
  for (const [, tag, inner] of body.matchAll(
    /<(h1|h2|h3|p|li|tr|div(?= class="foot"))\b[^>]*>([\s\S]*?)<\/(?:h1|h2|h3|p|li|tr|div)>/g,
  ))
    blocks.push({
      kind: /^h\d$/.test(tag) ? "heading" : "paragraph",
      text: text(inner),
    });
  return blocks.filter((b) => b.text);
}

if (!process.argv.includes("--html-only")) {
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(htmlDir).filter(
    (x) =>
      /^your-right-to-know(\.[a-z-]+)?\.html$/.test(x) && x.startsWith(only),
  ))
    writeFileSync(
      join(outDir, f.replace(/\.html$/, ".text.json")),
      `${JSON.stringify(textBlocks(readFileSync(join(htmlDir, f), "utf8")), null, 1)}\n`,
    );
  const profile = mkdtempSync(join(tmpdir(), "nirvana-pdf-"));
  try {
    for (const f of readdirSync(htmlDir)
      .filter((x) => x.endsWith(".html") && x.startsWith(only))
      .sort()) {
      const out = join(outDir, f.replace(/\.html$/, ".pdf"));
      execFileSync(
        chromium,
        [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          `--user-data-dir=${profile}`,
          "--no-pdf-header-footer",
          `--print-to-pdf=${out}`,
          pathToFileURL(join(htmlDir, f)).href,
        ],
        { stdio: ["ignore", "ignore", "ignore"], timeout: 120000 },
      );
      console.log(`${out} ${statSync(out).size} bytes`);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  await drawPosters(
    readdirSync(outDir)
      .filter(
        (f) =>
          /^your-right-to-know(\.[a-z-]+)?\.pdf$/.test(f) && f.startsWith(only),
      )
      .map((f) => join(outDir, f)),
  );
}

/**
 * Page 1 of each PDF as a WebP picture 800 px wide (`<name>-page-1.webp`),
 * drawn by the same pdf.js the site uses, in the same Chromium that printed
 * it; its size is the `poster` of app/content/right-to-know.ts.
 */
async function drawPosters(pdfs) {
  const { chromium: browserType } = await import("@playwright/test");
  const pdfjs = resolve(here, "../../../node_modules/pdfjs-dist/build");
  const origin = "http://posters.invalid";
  const files = {
    "/pdf.mjs": join(pdfjs, "pdf.min.mjs"),
    "/pdf.worker.mjs": join(pdfjs, "pdf.worker.min.mjs"),
  };
  const browser = await browserType.launch({ executablePath: chromium });
  try {
    const page = await browser.newPage();
    let current = "";
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/")
        return route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>poster</title>",
        });
      if (path === "/doc.pdf")
        return route.fulfill({
          contentType: "application/pdf",
          body: readFileSync(current),
        });
      if (files[path])
        return route.fulfill({
          contentType: "text/javascript",
          body: readFileSync(files[path]),
        });
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto(`${origin}/`);
    for (const pdf of pdfs) {
      current = pdf;
      const dataUrl = await page.evaluate(
        async ({ width, module }) => {
          const lib = await import(module);
          lib.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
          const task = lib.getDocument({ url: "/doc.pdf" });
          const doc = await task.promise;
          const first = await doc.getPage(1);
          const viewport = first.getViewport({
            scale: width / first.getViewport({ scale: 1 }).width,
          });
          // Runs in the page: its DOM, not Node's.
          const canvas = globalThis.document.createElement("canvas");
          canvas.width = width;
          canvas.height = Math.round(viewport.height);
          await first.render({ canvas, viewport }).promise;
          await task.destroy();
          return canvas.toDataURL("image/webp", 0.7);
        },
        { width: POSTER_WIDTH, module: "/pdf.mjs" },
      );
      const out = pdf.replace(/\.pdf$/, "-page-1.webp");
      writeFileSync(out, Buffer.from(dataUrl.split(",")[1], "base64"));
      console.log(`${out} ${statSync(out).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}
