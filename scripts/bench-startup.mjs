// Start-up CPU and bundle size of the built Worker (docs/decisions/cold-start.md):
// `wrangler check startup` several times, for the site and for the bench's
// one-line control Worker in alternation. Its profile is coarse (a few
// samples, the dispatch around the import counted as "(program)"), so on a
// busy machine even the control reads up to about 20 ms: the control's
// median is the floor to read the site's against. `wrangler deploy --dry-run`
// gives the upload size of the site's Worker and of the renderer Worker.
// Needs `react-router build` first (scripts/bench.sh).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { staticImports } from "./bench-entry-graph.mjs";

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const dir = mkdtempSync(join(tmpdir(), "bench-startup-"));

function wrangler(args) {
  return execFileSync("wrangler", args, {
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** "Total Upload: 2856.17 KiB / gzip: 686.92 KiB" of a dry-run deploy. */
function uploadSize(configArgs) {
  const out = wrangler(["deploy", "--dry-run", "--outdir", dir, ...configArgs]);
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (!match) throw new Error(`no upload size in:\n${out}`);
  return { kib: Number(match[1]), gzipKib: Number(match[2]) };
}

/** "Active: 12.3 ms" of one `wrangler check startup`. */
function startupMs(configArgs) {
  const out = wrangler([
    "check",
    "startup",
    "--outfile",
    join(dir, "startup.cpuprofile"),
    ...configArgs,
  ]);
  const match = /Active: ([\d.]+) ms/.exec(out);
  if (!match) throw new Error(`no start-up figure in:\n${out}`);
  return Number(match[1]);
}

/**
 * What an isolate evaluates before it can answer a QR scan: the dry-run
 * bundle's entry module and every chunk it imports statically (import()
 * chunks load on first use and are not counted).
 */
function entryClosure(entry) {
  const seen = new Set();
  const queue = [entry];
  let bytes = 0;
  let gzipBytes = 0;
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file);
    bytes += source.byteLength;
    gzipBytes += gzipSync(source).byteLength;
    for (const spec of staticImports(source.toString()))
      queue.push(join(dirname(file), spec));
  }
  return { files: seen.size, kib: bytes / 1024, gzipKib: gzipBytes / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/**
 * V8's compile, link and evaluation of `entry` and its static imports, in a
 * fresh Node process (scripts/bench-entry-eval.mjs): CPU milliseconds.
 */
function entryEvalMs(entry) {
  const out = execFileSync(
    process.execPath,
    [
      "--experimental-vm-modules",
      "--no-warnings",
      join(import.meta.dirname, "bench-entry-eval.mjs"),
      entry,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(out).cpuMs;
}
const round = (ms) => Math.round(ms * 100) / 100;

try {
  const site = [];
  const control = [];
  for (let i = 0; i < RUNS; i++) {
    site.push(startupMs([]));
    control.push(startupMs(["--config", "bench/control.wrangler.toml"]));
  }
  const size = uploadSize([]);
  const atStart = entryClosure(join(dir, "index.js"));
  // The control: a one-line Worker module, evaluated the same way.
  const controlEntry = join(dir, "control-entry.js");
  writeFileSync(
    controlEntry,
    'export default { fetch() { return new Response("ok"); } };\n',
  );
  const siteEval = [];
  const controlEval = [];
  for (let i = 0; i < RUNS; i++) {
    siteEval.push(round(entryEvalMs(join(dir, "index.js"))));
    controlEval.push(round(entryEvalMs(controlEntry)));
  }
  const renderer = uploadSize(["--config", "build/render/wrangler.json"]);
  console.log(
    `start-up CPU (wrangler check startup "Active", median of ${RUNS}): site ${median(site)} ms (runs: ${site.join(", ")}), one-line control Worker ${median(control)} ms (runs: ${control.join(", ")}); target <= 10 ms`,
  );
  console.log(
    `start-up CPU of the site's own code (V8 compiles, links and evaluates the entry and its static imports held in memory, a fresh process each run, median of ${RUNS}): site ${median(siteEval)} ms (runs: ${siteEval.join(", ")}), one-line control module ${median(controlEval)} ms (runs: ${controlEval.join(", ")}); target <= 10 ms`,
  );
  console.log(
    `site Worker bundle (wrangler deploy --dry-run): ${size.kib} KiB, gzip ${size.gzipKib} KiB (target <= 1024 KiB gzip)`,
  );
  console.log(
    `site Worker entry, what a cold isolate evaluates before a QR scan (the entry and its static imports): ${atStart.files} files, ${atStart.kib.toFixed(1)} KiB, gzip ${atStart.gzipKib.toFixed(1)} KiB`,
  );
  console.log(
    `renderer Worker bundle (share cards, QR-kit PDF; --config build/render/wrangler.json): ${renderer.kib} KiB, gzip ${renderer.gzipKib} KiB`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
