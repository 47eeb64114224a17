// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  COMPLIANCE_KEY,
  COMPLIANCE_RESET_KEY,
  acceptCompliance,
} from "#app/lib/compliance/compliance.ts";
import {
  COMPLIANCE_ACCEPTED_ATTR,
  COMPLIANCE_ASK_ATTR,
} from "#app/lib/compliance/compliance-first-paint.ts";
import { COMPLIANCE_FIRST_PAINT_SCRIPT } from "#app/lib/compliance/compliance-first-paint.server.ts";

/** Runs the head's script on `address` and says whether it hid the dialog. */
function hidesDialogAt(address: string): boolean {
  window.history.replaceState(null, "", address);
  document.documentElement.removeAttribute(COMPLIANCE_ACCEPTED_ATTR);
  new Function(COMPLIANCE_FIRST_PAINT_SCRIPT)();
  return document.documentElement.hasAttribute(COMPLIANCE_ACCEPTED_ATTR);
}

describe("the compliance dialog's first-paint script", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("shows the dialog on a first visit, on every page", () => {
    for (const address of ["/", "/demo", "/de/", "/ko/get-your-trust-code"])
      expect(hidesDialogAt(address), address).toBe(false);
  });

  it("hides it before the first paint once the visitor has accepted", () => {
    acceptCompliance("DE");
    sessionStorage.setItem(COMPLIANCE_RESET_KEY, "1");
    for (const address of ["/", "/demo", "/de/", "/zh-hant/", "/de/demo?x=1"])
      expect(hidesDialogAt(address), address).toBe(true);
  });

  it("shows it again where the home page asks again: a home in a visit that has not reset yet", () => {
    acceptCompliance("DE");
    expect(hidesDialogAt("/")).toBe(false);
    expect(hidesDialogAt("/de/")).toBe(false);
    // Not on a home reached from another page, nor on other pages.
    expect(hidesDialogAt("/?fromsubpage=true")).toBe(true);
    expect(hidesDialogAt("/de/?fromsubpage=true")).toBe(true);
    expect(hidesDialogAt("/demo")).toBe(true);
  });

  it("counts a record that is not an acceptance as nothing stored", () => {
    sessionStorage.setItem(COMPLIANCE_RESET_KEY, "1");
    for (const stored of [
      "not json",
      '{"accepted":true}',
      '{"accepted":"yes","region":"DE"}',
      "null",
    ]) {
      localStorage.setItem(COMPLIANCE_KEY, stored);
      expect(hidesDialogAt("/demo"), stored).toBe(false);
    }
  });

  // The dialog shows before hydration only where the document says "ask"
  // (app/styles/app.css): without the script (no JavaScript) it never shows.
  it("marks the document as asking exactly where it does not hide the dialog", () => {
    const root = document.documentElement;
    const marks = (address: string) => {
      root.removeAttribute(COMPLIANCE_ASK_ATTR);
      const hides = hidesDialogAt(address);
      return { hides, asks: root.hasAttribute(COMPLIANCE_ASK_ATTR) };
    };
    expect(marks("/demo")).toEqual({ hides: false, asks: true });
    acceptCompliance("DE");
    expect(marks("/")).toEqual({ hides: false, asks: true });
    expect(marks("/demo")).toEqual({ hides: true, asks: false });
    sessionStorage.setItem(COMPLIANCE_RESET_KEY, "1");
    expect(marks("/")).toEqual({ hides: true, asks: false });
  });
});
