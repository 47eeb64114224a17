// Durability under load: N concurrent valid submissions spread over the three
// contact endpoints; every acknowledged one must have exactly one row (none
// lost, none doubled); a burst from one client past the rate limit must get
// 429 + Retry-After and store only what was accepted. Prints p50/p99 per endpoint.
// Each submission carries its own key (organisation name, e-mail, session id),
// so rows are matched to submissions one by one. A connection the overloaded
// local server drops ("other side closed") is retried a few times; only a
// received success counts as acknowledged.
import { execFileSync } from "node:child_process";

const app = process.argv[2];
const TOTAL = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const BURST = 60;
/** Tries per submission when the connection fails before an answer arrives. */
const MAX_TRIES = 4;
const RETRY_PAUSE_MS = 500;
const run = `${Date.now().toString(36)}`;
/**
 * This run's session ids: UUID v4s that share their first group, so one
 * LIKE finds them (the site stores a nir_sid only in that shape).
 */
const sidPrefix = crypto.randomUUID().slice(0, 8);
const sessionId = (i) =>
  `${sidPrefix}-${i.toString(16).padStart(4, "0")}-4000-8000-${crypto.randomUUID().slice(-12)}`;

function query(sql) {
  const out = execFileSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--json", "--command", sql],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(out)[0].results;
}

function count(table, where = "1=1") {
  return query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)[0].n;
}

/** Rows per key: `column` of `table` where it matches `like`. */
function rowsPerKey(table, column, like) {
  const rows = query(
    `SELECT ${column} AS k, COUNT(*) AS n FROM ${table} WHERE ${column} LIKE '${like}' GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.k, r.n]));
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(path, body, ip, cookie) {
  const started = performance.now();
  const headers = {
    "content-type": "application/json",
    "cf-connecting-ip": ip,
  };
  if (cookie) headers.cookie = cookie;
  let connectionErrors = 0;
  for (;;) {
    try {
      const res = await fetch(`${app}/api/contact/${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      const json = await res.json().catch(() => null);
      return {
        status: res.status,
        ms: performance.now() - started,
        json,
        retryAfter: res.headers.get("retry-after"),
        tries: connectionErrors + 1,
      };
    } catch (error) {
      // No answer arrived: not acknowledged. The server may or may not have
      // stored it; rows are matched per key below, so either way shows.
      connectionErrors++;
      if (connectionErrors >= MAX_TRIES)
        return {
          status: 0,
          ms: performance.now() - started,
          json: null,
          retryAfter: null,
          tries: connectionErrors,
          error: String(error?.cause?.code ?? error?.cause ?? error),
        };
      await sleep(RETRY_PAUSE_MS * connectionErrors);
    }
  }
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

const jobs = Array.from({ length: TOTAL }, (_, i) => {
  const ip = `198.18.${Math.floor(i / 250) + 1}.${i % 250}`;
  if (i % 3 === 0) {
    const body = organisation(i);
    return post("trust-code-request", body, ip).then((r) => ({
      kind: "org",
      key: body.organizationName,
      ...r,
    }));
  }
  if (i % 3 === 1) {
    const body = individual(i);
    return post("individual-trust-code-request", body, ip).then((r) => ({
      kind: "ind",
      key: body.email,
      ...r,
    }));
  }
  const sid = sessionId(i);
  return post("apply-trust-code", { code }, ip, `nir_sid=${sid}`).then((r) => ({
    kind: "apply",
    key: sid,
    ...r,
  }));
});
const results = await Promise.all(jobs);
const acknowledged = (r) => r.status === 200 && r.json?.success === true;

const stored = {
  org: rowsPerKey(
    "organisation_requests",
    "organization_name",
    `Bench Org ${run} %`,
  ),
  ind: rowsPerKey("issuers", "email", `bench-${run}-%`),
  apply: rowsPerKey("code_applications", "session_id", `${sidPrefix}-%`),
};
const rowsOf = (r) => stored[r.kind].get(r.key) ?? 0;
const acked = results.filter(acknowledged);
const retried = results.filter((r) => r.tries > 1);
console.log(
  JSON.stringify({
    submissions: TOTAL,
    accepted: acked.length,
    rows: acked.reduce((n, r) => n + rowsOf(r), 0),
    lost: acked.filter((r) => rowsOf(r) === 0).length,
    duplicated: results.filter((r) => r.tries === 1 && rowsOf(r) > 1).length,
    "connections dropped (retried)": retried.length,
    "doubled by a client retry": retried.filter((r) => rowsOf(r) > 1).length,
    unanswered: results.filter((r) => r.status === 0).length,
    "stored though unanswered": results.filter(
      (r) => r.status === 0 && rowsOf(r) > 0,
    ).length,
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
const burstStored =
  count("organisation_requests", `organization_name LIKE 'Burst ${run}%'`) -
  burstBefore;
console.log(
  JSON.stringify({
    burst: BURST,
    accepted: burst.filter((r) => r.status === 200).length,
    429: limited.length,
    allHaveRetryAfter: limited.every((r) => Number(r.retryAfter) > 0),
    rowsStored: burstStored,
    partialRows: burstStored - burst.filter((r) => r.status === 200).length,
  }),
);
