// Load figures measured in ONE run with the same tool and settings, printed
// as ratios so the noise of a shared machine cancels out (README "Operations").
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";

/** The app, the fixed-302 control, and the app without its queue consumer (scripts/bench.sh). */
const [app, control, producerOnly] = process.argv.slice(2);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/**
 * What people send: autocannon sends no User-Agent at all, which the site
 * classifies as a script (a bot event), and Node's fetch sends "node", which
 * isbot calls a crawler (the link-preview page). The redirect and its
 * control are measured with this browser's user agent instead.
 */
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The redirect/control pair alternates in rounds, so both see the same machine load. */
const PAIR_ROUNDS = 4;

/** One autocannon run; the row is printed unless `quiet`. */
async function load(
  name,
  url,
  { duration = DURATION_S, quiet = false, headers = {} } = {},
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    followRedirect: false,
    headers,
  });
  const non2xx3xx = result.non2xx - (result["3xx"] ?? 0);
  const row = {
    name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    errors: result.errors + Math.max(0, non2xx3xx),
  };
  if (!quiet) console.log(JSON.stringify(row));
  return row;
}

/** One printed row from rounds: req/s the mean, p50 the median and p99 the worst round, errors the total. */
function mergeRounds(name, rows) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const row = {
    name,
    "req/s": Math.round(
      rows.reduce((sum, r) => sum + r["req/s"], 0) / rows.length,
    ),
    "p50 ms": median(rows.map((r) => r["p50 ms"])),
    "p99 ms": Math.max(...rows.map((r) => r["p99 ms"])),
    errors: rows.reduce((sum, r) => sum + r.errors, 0),
  };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * The redirect and its control in alternating rounds (a b, b a, ...),
 * DURATION_S each in all: on a shared machine the load drifts within
 * seconds, and one measured after the other would carry that drift into
 * their ratio.
 */
async function comparePair(names, urls, headers) {
  const rounds = [[], []];
  const duration = DURATION_S / PAIR_ROUNDS;
  for (let i = 0; i < PAIR_ROUNDS; i++)
    for (const j of i % 2 ? [1, 0] : [0, 1])
      rounds[j].push(
        await load(names[j], urls[j], { duration, quiet: true, headers }),
      );
  return [mergeRounds(names[0], rounds[0]), mergeRounds(names[1], rounds[1])];
}

/**
 * The page comparison (compareRounds) runs short rounds: the shorter each
 * run, the less a neighbour's burst lands on one target only.
 */
const SSR_ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 4);
const SSR_ROUND_S = Math.max(2, Math.round(DURATION_S / 2));
/** Seconds of unreported load on each target first, so all run warm code. */
const SSR_WARMUP_S = 2;

/**
 * Targets with the same connections and warm-up, measured in alternating
 * rounds (the order rotated each round) so a busy neighbour on the shared
 * machine slows all alike. Each printed row merges its rounds: req/s is the
 * mean, p50 the median and p99 the worst round, errors the total.
 */
async function compareRounds(targets) {
  for (const { name, url } of targets)
    await load(`warm-up ${name}`, url, { duration: SSR_WARMUP_S, quiet: true });
  const rows = targets.map(() => []);
  for (let round = 0; round < SSR_ROUNDS; round++) {
    for (let k = 0; k < targets.length; k++) {
      const i = (k + round) % targets.length;
      rows[i].push(
        await load(targets[i].name, targets[i].url, {
          duration: SSR_ROUND_S,
          quiet: true,
        }),
      );
    }
    console.log(
      `# page round ${round + 1}: ${targets.map((t, i) => `${t.short} ${rows[i].at(-1)["req/s"]}`).join(", ")} req/s`,
    );
  }
  return targets.map((t, i) => mergeRounds(t.name, rows[i]));
}

/** The first request for a page: the render that fills the cache (the isolate's first also loads the site's modules). */
async function firstRender(url) {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { status: res.status, ms: Math.round(performance.now() - started) };
}

async function sizeOf(url) {
  const res = await fetch(url);
  return (await res.arrayBuffer()).byteLength;
}

/** A static asset whose size is closest to the SSR'd landing page. */
async function similarAsset(targetBytes) {
  const html = await (await fetch(`${app}/`)).text();
  const candidates = [
    ...html.matchAll(/(?:href|src)="(\/(?:assets|static)\/[^"]+)"/g),
  ].map((m) => m[1]);
  candidates.push("/static/images/logo.svg", "/favicon.svg");
  let best = null;
  for (const path of new Set(candidates)) {
    const bytes = await sizeOf(`${app}${path}`);
    if (
      !best ||
      Math.abs(bytes - targetBytes) < Math.abs(best.bytes - targetBytes)
    )
      best = { path, bytes };
  }
  return best;
}

async function jsPerRoute(routes) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on("response", async (res) => {
      const type = res.request().resourceType();
      if (
        type === "script" ||
        res.url().endsWith(".mjs") ||
        res.url().endsWith(".js")
      ) {
        try {
          scripts.set(res.url(), gzipSync(await res.body()).byteLength);
        } catch {
          /* redirects and aborted loads carry no body */
        }
      }
    });
    await page.goto(`${app}${route}`, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForTimeout(1500);
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const pdfjs = [...scripts.keys()].some((u) =>
      /pdf(\.worker)?[.-]/.test(u.split("/").pop() ?? ""),
    );
    rows.push({
      route,
      "JS KB gzip": +(total / 1024).toFixed(1),
      files: scripts.size,
      pdfjs,
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

// Before anything else asks for them: the renders that fill the page cache.
const firsts = {};
for (const path of ["/", "/de/", "/ja/"])
  firsts[path] = await firstRender(`${app}${path}`);
console.log(
  `# first (uncached) render, the request that fills the page cache: ${Object.entries(
    firsts,
  )
    .map(([path, r]) => `${path} ${r.ms} ms (status ${r.status})`)
    .join(", ")}; "/" includes loading the site's modules in a fresh isolate`,
);

const ssrBytes = await sizeOf(`${app}/`);
const asset = await similarAsset(ssrBytes);
const deBytes = await sizeOf(`${app}/de/`);
const jaBytes = await sizeOf(`${app}/ja/`);
console.log(
  `# ${CONNECTIONS} connections, ${DURATION_S}s each (a and b: ${PAIR_ROUNDS} alternating rounds, user agent "${BROWSER_UA}"; c-g: ${SSR_ROUNDS} rounds of ${SSR_ROUND_S}s each in rotated order, autocannon sends no user agent); / is ${ssrBytes} B, /de/ is ${deBytes} B, /ja/ is ${jaBytes} B, static asset ${asset.path} is ${asset.bytes} B`,
);

const [a, b] = await comparePair(
  ["a /c/<code> (browser UA)", "b control 302 (browser UA)"],
  [`${app}/c/abc123`, `${control}/c/abc123`],
  { "user-agent": BROWSER_UA },
);
const [a2, b2] = await comparePair(
  [
    "a' /c/<code>, queue producer without the local consumer (browser UA)",
    "b' control 302 (browser UA)",
  ],
  [`${producerOnly}/c/abc123`, `${control}/c/abc123`],
  { "user-agent": BROWSER_UA },
);
const [c, d, e, f, g] = await compareRounds([
  { name: "c / (page cache)", short: "/", url: `${app}/` },
  { name: "d static asset", short: "static", url: `${app}${asset.path}` },
  { name: "e /de/ (page cache)", short: "/de/", url: `${app}/de/` },
  { name: "f /ja/ (page cache)", short: "/ja/", url: `${app}/ja/` },
  {
    name: "g / rendered per request (a query string bypasses the cache)",
    short: "/?live",
    url: `${app}/?bench=live`,
  },
]);

console.log(
  `ratio a/b (redirect vs fixed 302, people: browser user agent on both, ${PAIR_ROUNDS} alternating rounds): ${(a["req/s"] / b["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio a'/b' (the same redirect and queue send; the consumer not in its process, as deployed): ${(a2["req/s"] / b2["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio c/d (cached / vs static asset of similar size): ${(c["req/s"] / d["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio e/c (cached /de/ vs cached /): ${(e["req/s"] / c["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio f/c (cached /ja/ vs cached /): ${(f["req/s"] / c["req/s"]).toFixed(2)}x throughput`,
);
console.log(
  `ratio g/d (/ rendered per request vs static asset; the figure before the page cache): ${(g["req/s"] / d["req/s"]).toFixed(2)}x throughput`,
);

// What a person's browser gets: Node's own user agent ("node") would get the link preview.
const redirect = await fetch(`${app}/c/abc123`, {
  redirect: "manual",
  headers: { "user-agent": BROWSER_UA },
});
console.log(
  `/c/<code> for a browser: status ${redirect.status}, body bytes: ${(await redirect.arrayBuffer()).byteLength}, content-type: ${redirect.headers.get("content-type") ?? "none"}, Location: ${redirect.headers.get("location")}`,
);

const routes = [
  "/",
  "/de/",
  "/ja/",
  "/ar/",
  "/de/get-your-trust-code",
  "/demo",
  "/get-your-trust-code",
  "/trust-code-programme",
  "/have-a-code-or-need-one",
  "/the-founder",
  "/your-right-to-know",
  "/what-is-this-all-about",
  "/nirvana-wallet",
  "/member-eula",
  // Signed out: the payee page's sign-in (tests/e2e/page-weight.spec.ts measures it signed in too).
  "/my-trust-code",
];
console.log(
  "# JavaScript per route (gzip bytes of every script the page loaded)",
);
for (const row of await jsPerRoute(routes)) console.log(JSON.stringify(row));

// Every locale's home, as the home page lists them (its hreflang links), so a
// locale added to the registry is measured without a line here: the bytes a
// first visit downloads, against the 127 KB budget (docs/decisions/client-chunks.md).
{
  const html = await (await fetch(`${app}/`)).text();
  const homes = [
    ...html.matchAll(
      /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g,
    ),
  ]
    .filter(([, lang]) => lang !== "x-default")
    .map(([, , href]) => new URL(href).pathname);
  console.log(
    `# JavaScript per locale home (${homes.length} homes, gzip; budget 127 KB)`,
  );
  const rows = await jsPerRoute(homes);
  for (const row of rows) console.log(JSON.stringify(row));
  const kb = rows.map((r) => r["JS KB gzip"]);
  console.log(
    `locale homes: JS ${Math.min(...kb)}-${Math.max(...kb)} KB gzip, ${rows.filter((r) => r["JS KB gzip"] > 127).length} of ${rows.length} over 127 KB`,
  );
}

// The throughput rounds above sent tens of thousands of scans, which the
// app's queue consumer is still writing: Lighthouse's CPU-bound figures
// (total blocking time) would measure that backlog. Wait until the app
// answers a health check promptly for five seconds in a row (at most 90 s).
{
  const settleStart = Date.now();
  let calm = 0;
  while (calm < 20 && Date.now() - settleStart < 90_000) {
    const t0 = performance.now();
    await fetch(`${app}/api/health`).then((r) => r.arrayBuffer());
    calm = performance.now() - t0 < 25 ? calm + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `# the app settled for Lighthouse in ${((Date.now() - settleStart) / 1000).toFixed(1)} s`,
  );
}

// Lighthouse (mobile preset, the default) on Debian chromium, offline.
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
/**
 * Lighthouse's simulated blocking time scales the main-thread tasks it
 * observed, so whatever else the machine runs at that moment (a queue
 * consumer of another server, a compile) is counted as the page's. Each run
 * starts once the machine's cores were at least QUIET_IDLE idle for a
 * second, or after QUIET_MAX_MS, whichever comes first; the bench prints how
 * long it waited and how idle the cores were.
 */
const QUIET_IDLE = 0.9;
const QUIET_MAX_MS = 60_000;

/** Idle share of all cores over the next second, from /proc/stat. */
async function cpuIdleShare() {
  const sample = () => {
    const [, ...fields] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/);
    const ticks = fields.map(Number);
    // idle and iowait
    return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b) };
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = sample();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** Waits for a quiet second (see QUIET_IDLE); returns the wait and the idle share. */
async function quietCpu() {
  const start = Date.now();
  let idle = await cpuIdleShare();
  while (idle < QUIET_IDLE && Date.now() - start < QUIET_MAX_MS)
    idle = await cpuIdleShare();
  return { ms: Date.now() - start, idle };
}
const waits = [];

/** Lighthouse runs per route: scores swing by several points between runs on a busy machine. */
const LIGHTHOUSE_RUNS = 3;
const { computeMedianRun, filterToValidRuns } =
  await import("lighthouse/core/lib/median-run.js");
console.log(
  `# Lighthouse scores (mobile), the median of ${LIGHTHOUSE_RUNS} runs per route as Lighthouse's own computeMedianRun picks it (median FCP and TTI); "runs" lists each run's performance score`,
);
try {
  for (const route of [
    "/",
    "/ja/",
    "/ar/",
    "/hi/get-your-trust-code",
    "/get-your-trust-code",
    "/your-right-to-know",
  ]) {
    const runs = [];
    // A run that errors or leaves a category unscored (no paint, protocol hiccup)
    // is reported and does not count; an unscored category prints as n/a, never 0.
    for (
      let attempt = 0;
      runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2;
      attempt++
    ) {
      waits.push(await quietCpu());
      const result = await lighthouse(`${app}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ],
      });
      const unscored = Object.values(result.lhr.categories).some(
        (c) => c.score === null,
      );
      if (result.lhr.runtimeError || unscored) {
        console.log(
          `# ${route}: Lighthouse ${result.lhr.runtimeError?.code ?? "left a category unscored"}, run again`,
        );
        continue;
      }
      runs.push(result.lhr);
    }
    const valid = filterToValidRuns(runs);
    if (!valid.length) {
      console.log(JSON.stringify({ route, scores: "n/a" }));
      continue;
    }
    const median = computeMedianRun(valid);
    const scores = Object.fromEntries(
      Object.entries(median.categories).map(([k, v]) => [
        k,
        v.score === null ? "n/a" : Math.round(v.score * 100),
      ]),
    );
    const perf = valid.map((r) =>
      Math.round(r.categories.performance.score * 100),
    );
    console.log(JSON.stringify({ route, ...scores, runs: perf }));
  }
  const idle = waits.map((w) => w.idle).sort((a, b) => a - b);
  console.log(
    `# before its ${waits.length} Lighthouse runs the bench waited ${(waits.reduce((sum, w) => sum + w.ms, 0) / 1000).toFixed(1)} s in all for quiet cores; idle share at the start: lowest ${idle[0]?.toFixed(2)}, median ${idle[idle.length >> 1]?.toFixed(2)}`,
  );
} finally {
  await chrome.kill();
}
