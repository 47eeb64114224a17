import { acceptCompliance, expect, test } from "./fixtures";

/**
 * A development host under a wildcard of COOKIE_DOMAIN_HOSTS
 * (x.dev.nirvana.example): the worker widens cookies to dev.nirvana.example,
 * so Decline must delete them under that same domain. Chromium resolves the
 * made-up hosts to the local server.
 */
test.use({
  fresh: true,
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP *.nirvana.example 127.0.0.1",
    ],
  },
});

test("Decline on x.dev.nirvana.example deletes the cookies the worker widened", async ({
  page,
  context,
  baseURL,
  allowConsoleError,
}) => {
  // Plain http on a name other than localhost is not a trustworthy origin, so
  // Chromium ignores (and logs) the security headers that need https.
  allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/);
  await acceptCompliance(page);
  const port = new URL(baseURL!).port;
  const origin = `http://x.dev.nirvana.example:${port}`;
  await page.goto(`${origin}/c/wide-code?campaign=dev`);
  const before = await context.cookies(origin);
  expect(before.map((c) => [c.name, c.domain]).sort()).toEqual(
    [
      ["nir_campaign", ".dev.nirvana.example"],
      ["nir_sid", ".dev.nirvana.example"],
      ["nir_source", ".dev.nirvana.example"],
      ["nir_trust_code", ".dev.nirvana.example"],
    ].sort(),
  );
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(
    page.getByRole("region", { name: "Cookie consent" }),
  ).toHaveCount(0);
  const names = (await context.cookies(origin)).map((c) => c.name).sort();
  expect(names).toEqual(["nir_cookie_consent", "nir_trust_code"]);
});
