#!/usr/bin/env node
// Lists the behaviours the test suite proves, one line per test declaration
// (a test written once and run for every page or language is one behaviour),
// and compares two lists. docs/testing-behaviours.md explains the use.
//
//   node scripts/test-behaviours.mjs list [dir]      # the checkout in dir (default .)
//   node scripts/test-behaviours.mjs compare BEFORE AFTER MOVES
//   node scripts/test-behaviours.mjs since COMMIT [MOVES]
//
// `since` lists the suite of COMMIT (unpacked with git archive into a
// temporary folder that borrows this checkout's node_modules) and of this
// checkout, then compares them; the lists are made on demand, never
// committed. MOVES defaults to docs/testing-behaviours/moves.tsv.
// `list` asks the runners themselves (vitest list, playwright test --list),
// so titles built in loops come out as written; nothing is run. `compare`
// fails unless every behaviour of BEFORE is in AFTER under the same line, or
// MOVES names where it went (tab-separated: before line, after line).
import { execFileSync } from "node:child_process";
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

function run(dir, command, args) {
  return execFileSync(command, args, {
    cwd: dir,
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "8799" },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
}

function vitestBehaviours(dir, layer, config) {
  const out = mkdtempSync(join(tmpdir(), "behaviours-"));
  const file = join(out, "list.json");
  try {
    run(dir, "vitest", ["list", "--config", config, `--json=${file}`]);
    const tests = JSON.parse(readFileSync(file, "utf8"));
    return tests.map(
      (t) =>
        `${layer} ${relative(dir, t.file)} › ${t.name.replaceAll(" > ", " › ")}`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function e2eBehaviours(dir) {
  const report = JSON.parse(
    run(dir, "playwright", ["test", "--list", "--reporter=json"]),
  );
  const byPlace = new Map();
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const place = `${spec.file}:${spec.line}:${spec.column}`;
      const title = [...path, spec.title].join(" › ");
      const seen = byPlace.get(place);
      if (seen) seen.count++;
      else byPlace.set(place, { file: spec.file, title, count: 1 });
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...path, child.title] : path);
  };
  for (const suite of report.suites) walk(suite, []);
  // A declaration run for several pages or languages keeps its first title.
  return [...byPlace.values()].map(
    ({ file, title, count }) =>
      `e2e tests/e2e/${file} › ${title}${count > 1 ? ` (×${count})` : ""}`,
  );
}

function behaviours(dir) {
  dir = resolve(dir);
  return [
    ...vitestBehaviours(dir, "unit", "vitest.unit.config.ts"),
    ...vitestBehaviours(dir, "worker", "vitest.config.ts"),
    ...e2eBehaviours(dir),
  ].sort();
}

function list(dir) {
  process.stdout.write(`${behaviours(dir).join("\n")}\n`);
}

/** The suite of `commit` against this checkout's, both listed now. */
function since(commit, movesFile = "docs/testing-behaviours/moves.tsv") {
  const work = mkdtempSync(join(tmpdir(), "behaviours-since-"));
  try {
    const old = join(work, "old");
    execFileSync("mkdir", [old]);
    execFileSync(
      "bash",
      ["-c", `git archive "$1" | tar -x -C "$2"`, "_", commit, old],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    symlinkSync(resolve("node_modules"), join(old, "node_modules"));
    const before = join(work, "before.txt");
    const after = join(work, "after.txt");
    writeFileSync(before, `${behaviours(old).join("\n")}\n`);
    writeFileSync(after, `${behaviours(".").join("\n")}\n`);
    compare(before, after, movesFile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const key = (line) => line.replace(/ \(×\d+\)$/, "");
const lines = (file) =>
  readFileSync(file, "utf8").split("\n").filter(Boolean).map(key);

function compare(beforeFile, afterFile, movesFile) {
  const after = new Set(lines(afterFile));
  const moves = new Map(
    lines(movesFile)
      .filter((l) => !l.startsWith("#"))
      .map((l) => l.split("\t").map(key)),
  );
  const lost = [];
  for (const line of lines(beforeFile)) {
    if (after.has(line)) continue;
    const to = moves.get(line);
    if (to && after.has(to)) continue;
    lost.push(to ? `${line}\n    → missing: ${to}` : line);
  }
  const count = (layer, all) => all.filter((l) => l.startsWith(`${layer} `));
  for (const layer of ["unit", "worker", "e2e"])
    console.log(
      `${layer}: ${count(layer, lines(beforeFile)).length} behaviours before, ${count(layer, [...after]).length} after`,
    );
  if (lost.length) {
    console.log(`\n${lost.length} behaviours of before are not in after:`);
    for (const l of lost) console.log(`  ${l}`);
    process.exitCode = 1;
    return;
  }
  console.log("every behaviour of before is proven after");
}

const [command, ...args] = process.argv.slice(2);
if (command === "list") list(args[0] ?? ".");
else if (command === "compare" && args.length === 3) compare(...args);
else if (command === "since" && args.length >= 1) since(args[0], args[1]);
else {
  console.error(
    "usage: test-behaviours.mjs list [dir] | compare BEFORE AFTER MOVES | since COMMIT [MOVES]",
  );
  process.exit(2);
}
