import { describe, expect, it } from "vitest";
import { prepareOnServer } from "#app/lib/documents/document-html.server.ts";

const RAW = `<!DOCTYPE html><html><head><title>T</title><base href="https://evil.example/"><script>alert(1)</script></head>
<body><main><h1>Fees</h1><h2 onclick="alert(2)">The annual fee</h2>
<p>USD 569 a year. <a href="https://nirvana.example/terms">Terms</a>
<a href="https://other.example/x">Other</a> <a href="#top">Top</a>
<a href="mailto:hello@nirvana.example">Mail</a></p>
<img src="pic.png" alt=""><noscript>x</noscript></main></body></html>`;

describe("documents prepared on the server", () => {
  it("strips scripts, handlers, base and the duplicate title; resolves links", async () => {
    const base = new URL("http://localhost/static/html/fees/fees.html");
    const { html, metrics } = await prepareOnServer(
      RAW,
      base,
      "http://localhost",
    );
    expect(html).not.toMatch(/<script|<base|onclick|<noscript|<h1/i);
    expect(html).toContain("<h2>The annual fee</h2>");
    expect(html).toContain('<a href="/terms" target="_top">Terms</a>');
    expect(html).toContain(
      '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">Other</a>',
    );
    expect(html).toContain('<a href="#top">Top</a>');
    expect(html).toContain(
      '<a href="mailto:hello@nirvana.example" target="_top">Mail</a>',
    );
    expect(html).toContain('src="http://localhost/static/html/fees/pic.png"');
    // The frame's own style comes first, so the document may refine it.
    expect(html).toMatch(/<head><style>html,body\{overflow:hidden!important\}/);
    expect(metrics.blocks).toBeGreaterThanOrEqual(2);
    expect(metrics.chars).toBeGreaterThan(20);
  });
});
