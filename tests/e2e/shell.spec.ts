import { expect, test } from "./fixtures";

test("unknown paths show the not-found page with a real 404", async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/the server responded with a status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "Page not found" }),
  ).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or was moved."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute(
    "href",
    "/?fromsubpage=true",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex",
  );
});

test("the /c redirect lands on / with the code cookie set", async ({
  page,
  context,
}) => {
  await page.goto("/c/abc123");
  await expect(page).toHaveURL(/\/$/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "nir_trust_code")?.value).toBe(
    "ABC123",
  );
  expect(cookies.find((c) => c.name === "nir_source")?.value).toBe("qr");
});
