import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DECLARED_FILE,
  declaredSource,
} from "../../tooling/pages/declared-list.mjs";

/**
 * The list of page declarations (app/lib/pages/declared.ts) is generated
 * from the files beside the routes, app/routes/<route>.page.ts. This test
 * does not import the list, so it runs even when the list names a file
 * that is gone; `npm run pages` (tooling/pages/declared-list.mjs) rewrites it.
 */
const root = new URL("../../", import.meta.url);

describe("the list of page declarations", () => {
  it("names every app/routes/<route>.page.ts and its route module: npm run pages", async () => {
    const path = new URL(DECLARED_FILE, root);
    const fresh = await declaredSource(root);
    expect(
      readFileSync(path, "utf8"),
      `${DECLARED_FILE} is stale: npm run pages`,
    ).toBe(fresh);
  });
});
