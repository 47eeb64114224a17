import { expect, test } from "./fixtures";

/**
 * The no-JavaScript form posts (route actions) get the same hostile input as
 * the JSON API: each must be refused with a 4xx, never a 5xx, nothing stored
 * (checked through the API: the same e-mail still mints a new code), and
 * nothing reflected raw.
 */
const SCRIPT = `"><script>window.__xss=1</script>`;
let n = 0;
const ip = () => `203.0.113.${(n++ % 200) + 1}`;

const ORG: Record<string, string> = {
  organizationName: "Canopy Trust",
  website: "https://canopy.example.org",
  country: "GB",
  vertical: "insurers",
  audienceSize: "0-10000",
  contactName: "Jo Rivers",
  email: "jo@canopy.example.org",
  timeframe: "exploring",
  acknowledgeTerms: "on",
};

const CASES: { name: string; form: Record<string, string> }[] = [
  { name: "empty form", form: {} },
  { name: "script in name", form: { ...ORG, organizationName: SCRIPT } },
  { name: "script in website", form: { ...ORG, website: SCRIPT } },
  {
    name: "javascript: website",
    form: { ...ORG, website: "javascript:alert(1)" },
  },
  {
    name: "SQL in email",
    form: { ...ORG, email: "'; DROP TABLE organisation_requests; --" },
  },
  { name: "unknown vertical", form: { ...ORG, vertical: "casino" } },
  { name: "unknown country", form: { ...ORG, country: "XX" } },
  { name: "bidi override", form: { ...ORG, contactName: "\u202eevil" } },
  {
    name: "oversize name",
    form: { ...ORG, organizationName: "x".repeat(5000) },
  },
  { name: "terms not ticked", form: { ...ORG, acknowledgeTerms: "" } },
];

for (const c of CASES) {
  test(`/trust-code-programme action refuses: ${c.name}`, async ({
    request,
  }) => {
    const form = Object.fromEntries(
      Object.entries(c.form).filter(([, v]) => v !== ""),
    );
    const res = await request.post("/trust-code-programme", {
      form,
      headers: { "cf-connecting-ip": ip(), accept: "text/html" },
      maxRedirects: 0,
    });
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    const html = await res.text();
    expect(html).not.toContain("<script>window.__xss");
  });
}

test("/get-your-trust-code action refuses an under-18 PayPal issuer and stores nothing", async ({
  request,
}) => {
  const email = `hostile-${Date.now()}@example.com`;
  const res = await request.post("/get-your-trust-code", {
    form: {
      fullName: SCRIPT,
      email,
      countryOfResidence: "GB",
      confirm18OrOlder: "on",
      acceptTerms: "on",
      payoutMethod: "paypal",
      paypalEmail: email,
      dateOfBirth: new Date().toISOString().slice(0, 10),
      sanctionsDeclaration: "on",
      singleCodeRule: "on",
      consentElectronicDelivery: "on",
    },
    headers: { "cf-connecting-ip": ip() },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).not.toContain("<script>window.__xss");
  // Had anything been stored, the same e-mail would now get no new code.
  const api = await request.post("/api/contact/individual-trust-code-request", {
    headers: { "cf-connecting-ip": ip() },
    data: {
      fullName: "Grown Up",
      email,
      countryOfResidence: "GB",
      confirm18OrOlder: true,
      acceptTerms: true,
      payoutMethod: "paypal",
      paypalEmail: email,
      dateOfBirth: "1980-01-01",
      sanctionsDeclaration: true,
      singleCodeRule: true,
      consentElectronicDelivery: true,
    },
  });
  expect(api.status()).toBe(200);
  expect((await api.json()).trust_code).toMatch(/^NIR-/);
});
