import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../../app/lib/site-routes";
import { PUBLIC_PAGES } from "../e2e/public-pages";

describe("the product's route list", () => {
  it("names exactly the public pages the tests walk", () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual([...PUBLIC_PAGES]);
  });
});
