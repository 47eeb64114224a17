import { expect, hydrated, test } from "./fixtures";

test("the issuer form reports every invalid field on the first submit", async ({
  page,
}) => {
  await page.goto("/get-your-trust-code");
  await hydrated(page);
  await page.getByRole("button", { name: "Mint my Trust Code" }).click();
  for (const label of ["Full legal name", "PayPal email", "Date of birth"])
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  await expect(page.getByText("PayPal email is required.")).toBeVisible();
  await expect(page.getByText("Date of birth is required.")).toBeVisible();
  await expect(page.getByLabel("Full legal name")).toBeFocused();
});

test("the organisation form takes a bare domain and shows the scheme it added", async ({
  page,
}) => {
  await page.goto("/trust-code-programme");
  await hydrated(page);
  const website = page.getByLabel("Website");
  await website.fill("forest.example.org");
  await website.blur();
  await expect(website).toHaveValue("https://forest.example.org");
  await page.getByRole("button", { name: "Submit request" }).click();
  await expect(website).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Organisation name")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(
    page.getByText("Please choose an audience size from the list."),
  ).toBeVisible();
});

test("the acknowledgement links to the programme terms it names", async ({
  page,
}) => {
  await page.goto("/trust-code-programme");
  const box = page.getByLabel(
    "I acknowledge programme terms and search-neutrality policy",
  );
  await expect(box).toBeVisible();
  const link = page.getByRole("link", {
    name: "programme terms and search-neutrality policy",
  });
  await expect(link).toHaveAttribute("href", "#programme-terms");
  await expect(page.locator("#programme-terms")).toContainText(
    "Compliance and neutrality",
  );
});

test("radios and checkboxes wear the brand colour", async ({ page }) => {
  await page.goto("/get-your-trust-code");
  const colour = await page
    .getByRole("radio")
    .first()
    .evaluate((el) => getComputedStyle(el).accentColor);
  expect(colour).toBe("rgb(15, 61, 46)");
});
