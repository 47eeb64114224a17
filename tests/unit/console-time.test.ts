import { describe, expect, it } from "vitest";
import { consoleTime } from "#app/lib/admin/time.ts";

describe("the console's one timestamp format", () => {
  const iso = "2026-08-01T14:05:09.123Z";
  it("shows UTC to the minute by default, or the day or second asked for", () => {
    expect(consoleTime(iso)).toBe("2026-08-01 14:05");
    expect(consoleTime(iso, "day")).toBe("2026-08-01");
    expect(consoleTime(iso, "second")).toBe("2026-08-01 14:05:09");
  });
  it("shows a dash when nothing is stored", () => {
    expect(consoleTime(null)).toBe("—");
    expect(consoleTime(undefined, "day")).toBe("—");
  });
});
