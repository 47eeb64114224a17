import { expect, test } from "./fixtures";

/**
 * Static files answer 200 at the exact paths the pages use, with no redirect
 * (the assets layer must not strip ".html" or add a trailing slash).
 */
const DOCUMENTS = [
  "member_eula",
  "why_people_use_nirvana",
  "compass_score",
  "public_terms_of_use",
  "what_does_an_annual_nirvana_membership_give_you",
  "nirvana_membership_fees",
  "why_do_i_need_it",
];

/** The 14 "Downloads by vertical" PDFs of /trust-code-programme. */
const VERTICAL_PDFS = [
  "trust-code-charities-ngos-nonprofits.pdf",
  "trust-code-financial-institutions.pdf",
  "trust-code-ria-referral.pdf",
  "trust-code-ria-self-use.pdf",
  "trust-code-card-networks-issuers.pdf",
  "trust-code-insurers.pdf",
  "trust-code-enterprise-retailers.pdf",
  "trust-code-creators-publishers.pdf",
  "trust-code-associations-membership.pdf",
  "trust-code-private-equity-conglomerates.pdf",
  "trust-code-faith-based.pdf",
  "trust-code-universities-alumni.pdf",
  "trust-code-employers-benefits.pdf",
  "trust-code-community-foundations.pdf",
];
const OTHER_PDFS = [
  "trust-code-programme-one-pager.pdf",
  "your-right-to-know.pdf",
  "press-quote.pdf",
];

for (const name of DOCUMENTS) {
  test(`/static/html/${name}/${name}.html answers 200 with its HTML`, async ({
    request,
  }) => {
    const res = await request.get(`/static/html/${name}/${name}.html`, {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    expect(await res.text()).toMatch(/<h1[\s>]/);
  });
}

for (const file of [...VERTICAL_PDFS, ...OTHER_PDFS]) {
  test(`/static/pdf/${file} answers 200 with a PDF`, async ({ request }) => {
    const res = await request.get(`/static/pdf/${file}`, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
}

test("/trust-code-programme links the 14 vertical PDFs and the one-pager", async ({
  page,
}) => {
  await page.goto("/trust-code-programme");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Downloads by vertical" }),
  });
  const hrefs = await section
    .getByRole("link", { name: /^Download PDF/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    VERTICAL_PDFS.map((f) => `/static/pdf/${f}`).sort(),
  );
  await expect(
    page.getByRole("link", { name: "Download your one-pager" }),
  ).toHaveAttribute("href", "/static/pdf/trust-code-programme-one-pager.pdf");
  await expect(
    page.getByRole("link", { name: "Request a Trust Code" }),
  ).toHaveAttribute("href", "#request");
});
