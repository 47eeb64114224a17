// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "#app/components/copy-button.tsx";
import { createI18n } from "#app/lib/i18n/catalog.ts";

const english = createI18n("en", {});

(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function clickCopy() {
  act(() =>
    root.render(
      createElement(
        I18nProvider,
        { i18n: english },
        createElement(CopyButton, { label: "Copy code", text: "NIR-ABC2345" }),
      ),
    ),
  );
  await act(async () => container.querySelector("button")!.click());
}

describe("the copy button always says what happened", () => {
  it("says Copied when the browser grants the clipboard", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith("NIR-ABC2345");
    expect(container.querySelector("button")!.textContent).toBe("Copied");
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("tells how to copy by hand when the browser refuses", async () => {
    vi.stubGlobal("navigator", {
      clipboard: { writeText: () => Promise.reject(new Error("denied")) },
    });
    await clickCopy();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      "Copying failed: select the text and copy it yourself.",
    );
  });

  it("tells how to copy by hand when there is no clipboard at all", async () => {
    vi.stubGlobal("navigator", {});
    await clickCopy();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(
      "Copying failed: select the text and copy it yourself.",
    );
  });
});
