// Durability under load: N concurrent valid submissions spread over the three
// contact endpoints must leave exactly N new rows (none lost, none doubled);
// a burst from one client past the rate limit must get 429 + Retry-After and
// store only what was accepted. Prints p50/p99 per endpoint.
import { execFileSync } from "node:child_process";

const app = process.argv[2];
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const BURST = 60;
const run = `${Date.now().toString(36)}`;

function count(table, where = "1=1") {
  const out = execFileSync(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--json",
      "--command",
      `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`,
    ],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  return JSON.parse(out)[0].results[0].n;
}

const individual = (i) => ({
  fullName: `Bench Person ${i}`,
  email: `bench-${run}-${i}@example.com`,
  countryOfResidence: "GB",
  confirm18OrOlder: true,
  acceptTerms: true,
  payoutMethod: "paypal",
  paypalEmail: `bench-${run}-${i}@example.com`,
  dateOfBirth: "1985-03-03",
  sanctionsDeclaration: true,
  singleCodeRule: true,
  consentElectronicDelivery: true,
});
const organisation = (i) => ({
  organizationName: `Bench Org ${run} ${i}`,
  website: "https://bench.example.org",
  country: "US",
  vertical: "insurers",
  audienceSize: "0-10000",
  contactName: "Bench Contact",
  email: `org-${run}-${i}@example.com`,
  timeframe: "exploring",
  acknowledgeTerms: true,
});

async function post(path, body, ip) {
  const started = performance.now();
  const res = await fetch(`${app}/api/contact/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return {
    status: res.status,
    ms: performance.now() - started,
    json,
    retryAfter: res.headers.get("retry-after"),
  };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(
    1,
  );
};

// One code to apply, minted before the clock starts.
const seed = await post(
  "individual-trust-code-request",
  individual("seed"),
  "198.18.0.1",
);
const code = seed.json.trust_code;

const before = {
  org: count(
    "organisation_requests",
    `organization_name LIKE 'Bench Org ${run}%'`,
  ),
  ind: count("issuers", `email LIKE 'bench-${run}-%'`),
  apply: count("code_applications", `code = '${code}'`),
};

const jobs = Array.from({ length: TOTAL }, (_, i) => {
  const ip = `198.18.${Math.floor(i / 250) + 1}.${i % 250}`;
  if (i % 3 === 0)
    return post("trust-code-request", organisation(i), ip).then((r) => ({
      kind: "org",
      ...r,
    }));
  if (i % 3 === 1)
    return post("individual-trust-code-request", individual(i), ip).then(
      (r) => ({ kind: "ind", ...r }),
    );
  return post("apply-trust-code", { code }, ip).then((r) => ({
    kind: "apply",
    ...r,
  }));
});
const results = await Promise.all(jobs);
const ok = results.filter((r) => r.status === 200 && r.json?.success);

const after = {
  org: count(
    "organisation_requests",
    `organization_name LIKE 'Bench Org ${run}%'`,
  ),
  ind: count("issuers", `email LIKE 'bench-${run}-%'`) - 1,
  apply: count("code_applications", `code = '${code}'`),
};
const rows =
  after.org -
  before.org +
  (after.ind - before.ind + 1) +
  (after.apply - before.apply);
const distinctIssuers = count("issuers", `email LIKE 'bench-${run}-%'`) - 1;
console.log(
  JSON.stringify({
    submissions: TOTAL,
    accepted: ok.length,
    rows,
    lost: ok.length - rows,
    duplicated: Math.max(0, rows - ok.length),
    distinctIssuers,
  }),
);
for (const kind of ["org", "ind", "apply"]) {
  const ms = results.filter((r) => r.kind === kind).map((r) => r.ms);
  console.log(
    JSON.stringify({
      endpoint: kind,
      requests: ms.length,
      "p50 ms": pct(ms, 50),
      "p99 ms": pct(ms, 99),
    }),
  );
}

// Burst from one client past the limit (a fresh client key each run).
const burstIp = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const burstBefore = count(
  "organisation_requests",
  `organization_name LIKE 'Burst ${run}%'`,
);
const burst = await Promise.all(
  Array.from({ length: BURST }, (_, i) =>
    post(
      "trust-code-request",
      { ...organisation(i), organizationName: `Burst ${run} ${i}` },
      burstIp,
    ),
  ),
);
const limited = burst.filter((r) => r.status === 429);
const stored =
  count("organisation_requests", `organization_name LIKE 'Burst ${run}%'`) -
  burstBefore;
console.log(
  JSON.stringify({
    burst: BURST,
    accepted: burst.filter((r) => r.status === 200).length,
    429: limited.length,
    allHaveRetryAfter: limited.every((r) => Number(r.retryAfter) > 0),
    rowsStored: stored,
    partialRows: stored - burst.filter((r) => r.status === 200).length,
  }),
);
