// Counts for scripts/test.sh from each layer's machine-readable report.
//   layer <name> <report>   prints "<name>: N passed, N failed[, N skipped]"
//   total <dir>             prints the sum over every report in <dir> and
//                           exits 1 when anything failed
// A missing or unreadable report (a layer that crashed before reporting)
// counts as one failure, so a broken layer can never read as green.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function count(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".check"))
    return text.trim() === "pass"
      ? { passed: 1, failed: 0, skipped: 0 }
      : { passed: 0, failed: 1, skipped: 0 };
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (file.endsWith(".vitest.json")) {
    // Files that failed to load have no tests in them: one failure each.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === "failed" && (f.assertionResults ?? []).length === 0,
    ).length;
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    // A flaky test passed only on a retry; errors are failures outside any
    // test (the server did not start, a spec did not load).
    failed:
      (stats.unexpected ?? 0) +
      (stats.flaky ?? 0) +
      (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
  };
}

const line = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

const [mode, a, b] = process.argv.slice(2);
if (mode === "layer") {
  console.log(`-- ${a}: ${line(count(b))}`);
} else if (mode === "total") {
  const layers = [
    "format",
    "env-types",
    "types",
    "eslint",
    "knip",
    "unit",
    "worker",
    "e2e",
  ];
  const files = readdirSync(a);
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const layer of layers) {
    const file = files.find((f) => f.startsWith(`${layer}.`));
    const c = count(join(a, file ?? `${layer}.missing`));
    sum.passed += c.passed;
    sum.failed += c.failed;
    sum.skipped += c.skipped;
  }
  console.log(line(sum));
  process.exit(sum.failed ? 1 : 0);
} else {
  console.error("usage: test-summary.mjs layer <name> <report> | total <dir>");
  process.exit(2);
}
