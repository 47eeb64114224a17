import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN } from "../../playwright.config";
import {
  customerEvent,
  paddleId,
  paddleSignature,
} from "../support/paddle-events";
import { expect, test } from "./fixtures";
import { VIOLATIONS_ONLY } from "./page-checks";

test.describe("operator console: billing events", () => {
  test.use({ httpCredentials: E2E_ADMIN });

  test("a signed Paddle notification shows in the list and on its page, masked, and can be replayed", async ({
    page,
    request,
  }) => {
    const event = customerEvent("customer.created", {
      id: paddleId("ctm"),
      email: "e2e.member@example.com",
    });
    const raw = JSON.stringify(event);
    const res = await request.post("/api/billing/paddle", {
      data: raw,
      headers: {
        "content-type": "application/json",
        "paddle-signature": await paddleSignature(raw),
      },
    });
    expect(res.status()).toBe(200);

    await page.goto(`/admin/billing?q=${event.event_id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Billing events" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Billing events" }),
    ).toHaveAttribute("aria-current", "page");
    const link = page.getByRole("link", { name: event.event_id });
    await expect(link).toBeVisible();
    expect(
      (
        await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa"])
          .options(VIOLATIONS_ONLY)
          // One axe.run in the page: the console has no frames to merge.
          .setLegacyMode(true)
          .analyze()
      ).violations,
    ).toEqual([]);

    await link.click();
    await expect(
      page.getByRole("heading", { level: 1, name: event.event_id }),
    ).toBeVisible();
    await expect(page.locator("pre")).toContainText("customer.created");
    await expect(page.locator("pre")).not.toContainText("e2e.member");
    await page.getByRole("button", { name: "Replay" }).click();
    await expect(page.getByRole("status")).toHaveText("Replayed: processed.");
    await expect(page.locator(".admin-facts")).toContainText("processed");
  });
});
