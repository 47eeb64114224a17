import { describe, expect, it } from "vitest";
import { escapeMarkup } from "#app/lib/platform/escape-markup.ts";

describe("escapeMarkup", () => {
  it("escapes the five characters markup gives meaning to, ampersands first", () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeMarkup("&lt;")).toBe("&amp;lt;");
  });

  it("leaves every other character as it is", () => {
    const text = "Côte d’Ivoire · 日本 · العربية · हिन्दी 100%";
    expect(escapeMarkup(text)).toBe(text);
  });
});
