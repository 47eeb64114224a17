import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Every script that serves the built site locally names the state it
 * serves: without --persist-to, wrangler keeps the state beside the built
 * config (build/server/.wrangler), a database the migrations never reached,
 * so `npm start` and the bench answered from tables that did not exist.
 */
const scripts = new URL("../../scripts/", import.meta.url);

/** Each `wrangler dev` command of a shell script, continuation lines joined. */
function devCommands(source: string): string[] {
  return source
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => /\bwrangler dev\b/.test(line) && !/^\s*#/.test(line));
}

describe("local servers of the built site", () => {
  const served = readdirSync(scripts)
    .filter((file) => file.endsWith(".sh"))
    .flatMap((file) =>
      devCommands(readFileSync(new URL(file, scripts), "utf8"))
        .filter((command) => command.includes("build/server/wrangler.json"))
        .map((command) => ({ file, command })),
    );

  it("are started by npm start, the e2e server and the bench", () => {
    expect(served.map((s) => s.file).sort()).toEqual([
      "bench.sh",
      "e2e-server.sh",
      "start.sh",
    ]);
  });

  it.each(served)(
    "$file names the state it serves (--persist-to)",
    ({ command }) => {
      expect(command).toMatch(/--persist-to\s+\S+/);
    },
  );
});
