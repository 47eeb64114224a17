// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Modal } from "#app/components/modal.tsx";
import { createI18n } from "#app/lib/i18n/catalog.ts";

/** The modal's words come from Lingui, so it renders inside a provider as on the site. */
const english = createI18n("en", {});

/** React's act() only flushes updates when told it runs in a test. */
(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function open(props: { autoCloseMs?: number } = {}) {
  const onClose = vi.fn();
  act(() =>
    root.render(
      createElement(
        I18nProvider,
        { i18n: english },
        createElement(Modal, {
          kind: "success",
          message: "Saved.",
          onClose,
          ...props,
        }),
      ),
    ),
  );
  return onClose;
}

const backdrop = () => container.querySelector(".modal-backdrop")!;
const advance = (ms: number): void => {
  // A synchronous act callback runs at once; its thenable needs no await.
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe("reusable modal", () => {
  it("fades in, then auto-closes after 4000 ms by default with a 300 ms fade-out", () => {
    const onClose = open();
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    advance(50); // the next frame starts the fade-in
    expect(backdrop().classList.contains("is-open")).toBe(true);
    advance(3900); // 3950 ms
    expect(backdrop().classList.contains("is-open")).toBe(true);
    advance(50); // 4000 ms: closing, fading out
    expect(backdrop().classList.contains("is-open")).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    advance(299); // 4299 ms: still fading
    expect(onClose).not.toHaveBeenCalled();
    advance(1); // 4300 ms: 300 ms after closing began
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("OK closes after the same 300 ms delay", () => {
    const onClose = open({ autoCloseMs: 0 });
    advance(50);
    const ok = container.querySelector("button")!;
    expect(ok.textContent).toBe("OK");
    act(() => ok.click());
    advance(290);
    expect(onClose).not.toHaveBeenCalled();
    advance(10);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("autoCloseMs 0 stays open until dismissed", () => {
    const onClose = open({ autoCloseMs: 0 });
    advance(60_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(backdrop().classList.contains("is-open")).toBe(true);
  });

  it("errors and warnings interrupt as alertdialog", () => {
    act(() =>
      root.render(
        createElement(
          I18nProvider,
          { i18n: english },
          createElement(Modal, { kind: "error", message: "No.", onClose() {} }),
        ),
      ),
    );
    expect(container.querySelector('[role="alertdialog"]')).not.toBeNull();
  });
});
