import { storedRows } from "../support/admin-lookup";
import { clientIp } from "../support/client-ip";
import { issuerFormFields, validIssuer } from "../support/issuer";
import { expect, test } from "./fixtures";

/**
 * The no-JavaScript form posts (route actions) get the same hostile input as
 * the JSON API: each is refused with exactly 400 (a 429 from the limiter is
 * not a validation answer), nothing is stored (read back through the operator
 * console), and nothing is reflected raw.
 */
const SCRIPT = `"><script>window.__xss=1</script>`;
/** Each post its own client, so the rate limiter never answers instead. */
const ip = clientIp;
const marker = () =>
  `hostile${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

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

/** Each case names the field a stored row would be found by (never the one under test). */
const CASES: {
  name: string;
  form: Record<string, string>;
  findBy: "organizationName" | "contactName";
}[] = [
  {
    name: "only a name",
    form: { organizationName: "" },
    findBy: "organizationName",
  },
  {
    name: "script in name",
    form: { ...ORG, organizationName: SCRIPT },
    findBy: "contactName",
  },
  {
    name: "script in website",
    form: { ...ORG, website: SCRIPT },
    findBy: "organizationName",
  },
  {
    name: "javascript: website",
    form: { ...ORG, website: "javascript:alert(1)" },
    findBy: "organizationName",
  },
  {
    name: "SQL in email",
    form: { ...ORG, email: "'; DROP TABLE organisation_requests; --" },
    findBy: "organizationName",
  },
  {
    name: "unknown vertical",
    form: { ...ORG, vertical: "casino" },
    findBy: "organizationName",
  },
  {
    name: "unknown country",
    form: { ...ORG, country: "XX" },
    findBy: "organizationName",
  },
  {
    name: "bidi override",
    form: { ...ORG, contactName: "\u202eevil" },
    findBy: "organizationName",
  },
  {
    name: "oversize name",
    form: { ...ORG, organizationName: "x".repeat(5000) },
    findBy: "contactName",
  },
  {
    name: "terms not ticked",
    form: { ...ORG, acknowledgeTerms: "" },
    findBy: "organizationName",
  },
];

test("/trust-code-programme action refuses: empty form", async ({
  request,
}) => {
  const res = await request.post("/trust-code-programme", {
    form: {},
    headers: { "cf-connecting-ip": ip(), accept: "text/html" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(400);
});

for (const c of CASES) {
  test(`/trust-code-programme action refuses: ${c.name}`, async ({
    request,
  }) => {
    const mark = marker();
    const form = Object.fromEntries(
      Object.entries({ ...c.form, [c.findBy]: mark }).filter(
        ([, v]) => v !== "",
      ),
    );
    const res = await request.post("/trust-code-programme", {
      form,
      headers: { "cf-connecting-ip": ip(), accept: "text/html" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    const html = await res.text();
    expect(html).not.toContain("<script>window.__xss");
    expect(await storedRows(request, "requests", mark)).toEqual([]);
  });
}

test("the same post with valid fields is stored (the lookup above can see a row)", async ({
  request,
}) => {
  const mark = marker();
  const res = await request.post("/trust-code-programme", {
    form: { ...ORG, organizationName: mark },
    headers: { "cf-connecting-ip": ip(), accept: "text/html" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(200);
  expect(await storedRows(request, "requests", mark)).toHaveLength(1);
});

test("/get-your-trust-code action refuses an under-18 PayPal issuer and stores nothing", async ({
  request,
}) => {
  const email = `${marker()}@example.com`;
  const res = await request.post("/get-your-trust-code", {
    form: issuerFormFields(email, SCRIPT, {
      paypalEmail: email,
      dateOfBirth: new Date().toISOString().slice(0, 10),
    }),
    headers: { "cf-connecting-ip": ip() },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).not.toContain("<script>window.__xss");
  expect(await storedRows(request, "issuers", email)).toEqual([]);
  // Had anything been stored, the same e-mail would now get no new code.
  const api = await request.post("/api/contact/individual-trust-code-request", {
    headers: { "cf-connecting-ip": ip() },
    data: validIssuer(email, "Grown Up", {
      paypalEmail: email,
      dateOfBirth: "1980-01-01",
    }),
  });
  expect(api.status()).toBe(200);
  expect((await api.json()).trust_code).toMatch(/^NIR-/);
  expect(await storedRows(request, "issuers", email)).toHaveLength(1);
});
