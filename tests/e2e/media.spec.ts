import { expect, hydrated, test } from "./fixtures";

/** The founder's four messages, in order. */
const TRACK_TITLES = [
  "What is this all about",
  "On earnestness",
  "Of Equitable Liability",
  "Of the ribbon",
];
/** Pages of /your-right-to-know sit 12 px apart (docs/business-rules.md). */
const RIGHT_TO_KNOW_GAP_PX = 12;
/** Pages in public/static/pdf/your-right-to-know.pdf. */
const RIGHT_TO_KNOW_PAGES = 4;

test.describe("/what-is-this-all-about", () => {
  test("shows four titled players, then the founder video with a poster; pdf.js is not loaded", async ({
    page,
    consoleErrors,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/what-is-this-all-about");
    const titles = page.locator(".audio-player h2");
    await expect(titles).toHaveText(TRACK_TITLES);
    for (const title of TRACK_TITLES) {
      await expect(
        page.getByRole("button", { name: `Play ${title}` }),
      ).toBeVisible();
    }
    const audio = page.locator("audio").first();
    await expect(audio).toHaveAttribute("preload", "metadata");
    await expect(audio.locator("source")).toHaveAttribute("type", "audio/mp4");
    await expect(audio).toContainText(
      "Your browser does not support the audio element.",
    );

    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("poster", /\S/);
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toContainText(
      "Your browser does not support the video tag.",
    );
    // The video comes after the four players.
    const order = await page
      .locator(".audio-player, .video-player")
      .evaluateAll((els) => els.map((el) => el.className.split(" ")[0]));
    expect(order).toEqual([
      "audio-player",
      "audio-player",
      "audio-player",
      "audio-player",
      "video-player",
    ]);
    // The poster is a real image from our origin.
    const poster = await video.getAttribute("poster");
    const response = await page.request.get(poster!);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^image\//);

    await page.locator("summary", { hasText: "Transcript" }).first().click();
    await expect(page.locator(".transcript p").first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
    // pdf.js is not loaded on this page (it is /your-right-to-know's).
    expect(requested.filter((url) => /pdf\.worker|pdfjs/.test(url))).toEqual(
      [],
    );
  });

  for (const width of [1280, 390]) {
    test(`the players are rendered only in the browser, and the server placeholder has their height at ${width} px`, async ({
      page,
      browser,
    }) => {
      const viewport = { width, height: 900 };
      await page.setViewportSize(viewport);
      await page.goto("/what-is-this-all-about");
      await expect(page.locator("video")).toHaveCount(1);
      const mounted = (await page.locator(".media-list").boundingBox())!.height;

      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport,
      });
      const ssr = await context.newPage();
      await ssr.goto("/what-is-this-all-about");
      // Rendered only in the browser: the server sends the titles, no players.
      await expect(ssr.locator(".audio-player h2")).toHaveText(TRACK_TITLES);
      await expect(ssr.locator("audio")).toHaveCount(0);
      await expect(ssr.locator("video")).toHaveCount(0);
      const placeholder = (await ssr.locator(".media-list").boundingBox())!
        .height;
      await context.close();
      expect(Math.abs(mounted - placeholder)).toBeLessThanOrEqual(2);
    });
  }

  test("play/pause toggles and returns to paused at the end", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/what-is-this-all-about");
    const title = TRACK_TITLES[0];
    const audio = page.locator("audio").first();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration))
      .toBeGreaterThan(0);
    const seek = page.getByRole("slider", { name: `Seek ${title}` });
    await expect(seek).toHaveAttribute("aria-valuetext", /^0:00 of \d+:\d\d$/);

    await page.getByRole("button", { name: `Play ${title}` }).click();
    const pause = page.getByRole("button", { name: `Pause ${title}` });
    await expect(pause).toBeVisible();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime))
      .toBeGreaterThan(0);
    await pause.click();
    await expect(
      page.getByRole("button", { name: `Play ${title}` }),
    ).toBeVisible();
    expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(
      true,
    );

    // Play through at high speed rather than seeking: a server without
    // Range support (local workerd assets) leaves nothing seekable.
    await audio.evaluate((el: HTMLAudioElement) => {
      el.playbackRate = 16;
    });
    await page.getByRole("button", { name: `Play ${title}` }).click();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.ended), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect(
      page.getByRole("button", { name: `Play ${title}` }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("mute remembers the volume and unmute restores it", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/what-is-this-all-about");
    const title = TRACK_TITLES[1];
    const audio = page.locator("audio").nth(1);
    const volume = page.getByRole("slider", { name: `Volume ${title}` });
    await expect(volume).toHaveAttribute("step", "0.01");
    await expect(volume).toHaveAttribute("min", "0");
    await expect(volume).toHaveAttribute("max", "1");

    await volume.fill("0.7");
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.volume))
      .toBeCloseTo(0.7);

    await page.getByRole("button", { name: `Mute ${title}` }).click();
    expect(await audio.evaluate((el: HTMLAudioElement) => el.muted)).toBe(true);
    await expect(volume).toHaveValue("0");

    await page.getByRole("button", { name: `Unmute ${title}` }).click();
    await expect(volume).toHaveValue("0.7");
    const state = await audio.evaluate((el: HTMLAudioElement) => ({
      muted: el.muted,
      volume: el.volume,
    }));
    expect(state.muted).toBe(false);
    expect(state.volume).toBeCloseTo(0.7);

    // Volume 0 counts as muted; unmuting brings back the last audible level.
    await volume.fill("0");
    await expect(
      page.getByRole("button", { name: `Unmute ${title}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Unmute ${title}` }).click();
    await expect(volume).toHaveValue("0.7");
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("/your-right-to-know", () => {
  test("renders the PDF as page images 12 px apart with self-hosted pdf.js, and re-renders the pages when the width changes", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const workerRequest = page.waitForRequest((request) =>
      /pdf\.worker[^/]*\.m?js/.test(request.url()),
    );
    await page.goto("/your-right-to-know");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your right to know" }),
    ).toBeVisible();
    const worker = await workerRequest;
    expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);

    const pages = page.locator("img.pdf-page");
    // pdf.js draws every page (the preview picture goes); slow on a busy CPU.
    await expect(pages).toHaveCount(RIGHT_TO_KNOW_PAGES, { timeout: 20_000 });
    await expect(pages.first()).toBeVisible();
    await expect(pages.first()).toHaveAttribute("alt", /^Page 1 of \d+/);
    await expect(pages.first()).toHaveAttribute("src", /^blob:/);
    // The image holds real pixels, not an empty canvas.
    const natural = await pages
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeGreaterThan(100);

    const gap = await page
      .locator(".pdf-pages")
      .evaluate((el) => getComputedStyle(el).rowGap);
    expect(gap).toBe(`${RIGHT_TO_KNOW_GAP_PX}px`);
    // All four pages are drawn (above): measure between the first two.
    const first = (await pages.nth(0).boundingBox())!;
    const second = (await pages.nth(1).boundingBox())!;
    expect(second.y - (first.y + first.height)).toBeCloseTo(
      RIGHT_TO_KNOW_GAP_PX,
      0,
    );
    await expect(page.getByRole("link", { name: /Download/ })).toHaveAttribute(
      "href",
      "/static/pdf/your-right-to-know.pdf",
    );
    expect(consoleErrors).toEqual([]);

    // The same load re-renders the pages when the width changes: pdf.js
    // has drawn the wide page in place of the server's poster image.
    const firstPage = pages.first();
    await expect(firstPage).toHaveAttribute("src", /^blob:/, {
      timeout: 30_000,
    });
    const wideSrc = await firstPage.getAttribute("src");
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(firstPage).not.toHaveAttribute("src", wideSrc!, {
      timeout: 30_000,
    });
    await expect(firstPage).toBeVisible();
  });

  test("a missing PDF shows the error", async ({ page, allowConsoleError }) => {
    allowConsoleError(/the server responded with a status of 404/);
    await page.route("**/static/pdf/your-right-to-know.pdf", (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    await page.goto("/your-right-to-know");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /^Failed to load document: .+/ }),
    ).toBeVisible();
    await expect(page.locator("img.pdf-page")).toHaveCount(0);
  });
});

test.describe("media that behaves", () => {
  test("media answers byte ranges with 206 and Accept-Ranges", async ({
    request,
  }) => {
    const whole = await request.get("/static/media/on-earnestness.m4a");
    expect(whole.status()).toBe(200);
    expect(whole.headers()["accept-ranges"]).toBe("bytes");
    const size = (await whole.body()).length;

    const part = await request.get("/static/media/on-earnestness.m4a", {
      headers: { Range: "bytes=100-199" },
    });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(
      (await part.body()).equals((await whole.body()).subarray(100, 200)),
    ).toBe(true);

    const beyond = await request.get("/static/media/on-earnestness.m4a", {
      headers: { Range: `bytes=${size}-` },
    });
    expect(beyond.status()).toBe(416);
  });

  test("one track plays at a time, and seeking moves the position", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/what-is-this-all-about");
    await hydrated(page);
    const [first, second] = TRACK_TITLES;
    const audio = page.locator("audio");
    // Headless Chromium has no sound card; muted playback still runs the clock.
    await audio.evaluateAll((els: HTMLAudioElement[]) =>
      els.forEach((el) => (el.muted = true)),
    );

    await page.getByRole("button", { name: `Play ${first}` }).click();
    await expect(
      page.getByRole("button", { name: `Pause ${first}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: `Play ${second}` }).click();
    await expect(
      page.getByRole("button", { name: `Pause ${second}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: `Play ${first}` }),
    ).toBeVisible();
    const paused = await audio.evaluateAll((els: HTMLAudioElement[]) =>
      els.map((el) => el.paused),
    );
    expect(paused).toEqual([true, false, true, true]);

    // Seek the second track to 5 s with the slider: it stays there.
    await page.getByRole("button", { name: `Pause ${second}` }).click();
    const slider = page.getByRole("slider", { name: `Seek ${second}` });
    // The slider's range is the track's length, known once its metadata has
    // loaded (late on a loaded machine); before that an arrow key moves nothing.
    await expect
      .poll(() => slider.evaluate((el: HTMLInputElement) => Number(el.max)))
      .toBeGreaterThan(5);
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect
      .poll(() =>
        audio.nth(1).evaluate((el: HTMLAudioElement) => el.currentTime),
      )
      .toBeGreaterThanOrEqual(4.5);
    await page.waitForTimeout(500);
    const settled = await audio
      .nth(1)
      .evaluate((el: HTMLAudioElement) => el.currentTime);
    expect(settled).toBeGreaterThanOrEqual(4.5);
    expect(consoleErrors).toEqual([]);
  });
});
