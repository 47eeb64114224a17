import { describe, expect, it } from "vitest";
import { DOCUMENTS } from "#app/content/documents.ts";
import {
  documentLoaderData,
  type AssetFetcher,
} from "#app/lib/documents/document-html.server.ts";

/** Static files as the assets binding would answer: these paths exist, others 404. */
function assets(files: Record<string, string>): {
  fetch: AssetFetcher;
  asked: string[];
} {
  const asked: string[] = [];
  return {
    asked,
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      const body = files[path];
      return Promise.resolve(
        body === undefined
          ? new Response("not found", { status: 404 })
          : new Response(body, { headers: { "content-type": "text/html" } }),
      );
    },
  };
}

const FEES = "/static/html/nirvana_membership_fees/nirvana_membership_fees";
const EULA = "/static/html/member_eula/member_eula";
const doc = (lang: string, words: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>T</title></head><body><h1>T</h1><p>${words}</p></body></html>`;

describe("document routes pick the file in the page's language", () => {
  it("serves the translation of a sales document when it exists", async () => {
    const files = assets({
      [`${FEES}.html`]: doc("en", "USD 569 a year"),
      [`${FEES}.de.html`]: doc("de", "USD 569 im Jahr"),
    });
    const data = await documentLoaderData(
      DOCUMENTS.membershipFees,
      new Request("https://n.example/de/nirvana-membership-fees"),
      files.fetch,
    );
    expect(data.lang).toBe("de");
    expect(data.src).toBe(`${FEES}.de.html`);
    expect(data.document?.html).toContain("USD&nbsp;569 im Jahr");
    expect(data.document?.html).toContain('lang="de"');
  });

  it("falls back to English when the language has no file", async () => {
    const files = assets({ [`${FEES}.html`]: doc("en", "USD 569 a year") });
    const data = await documentLoaderData(
      DOCUMENTS.membershipFees,
      new Request("https://n.example/ja/nirvana-membership-fees"),
      files.fetch,
    );
    expect(files.asked).toEqual([`${FEES}.ja.html`, `${FEES}.html`]);
    expect(data.lang).toBe("en");
    expect(data.src).toBe(`${FEES}.html`);
    expect(data.document?.html).toContain("a year");
  });

  it("keeps a legal text in English even if a translated file lies beside it", async () => {
    const files = assets({
      [`${EULA}.html`]: doc("en", "Licence"),
      [`${EULA}.de.html`]: doc("de", "Lizenz"),
    });
    const data = await documentLoaderData(
      DOCUMENTS.memberEula,
      new Request("https://n.example/de/member-eula"),
      files.fetch,
    );
    expect(files.asked).toEqual([`${EULA}.html`]);
    expect(data.lang).toBe("en");
    expect(data.document?.html).toContain("Licence");
  });

  it("English pages ask for the English file only; nothing loads, the browser fetches it", async () => {
    const files = assets({});
    const data = await documentLoaderData(
      DOCUMENTS.compassScore,
      new Request("https://n.example/what-is-compass-score"),
      files.fetch,
    );
    expect(files.asked).toEqual([
      "/static/html/compass_score/compass_score.html",
    ]);
    expect(data).toEqual({
      lang: "en",
      src: "/static/html/compass_score/compass_score.html",
      document: null,
    });
  });
});
