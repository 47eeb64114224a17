import { chromium } from "@playwright/test";
const extra = process.argv.slice(2).filter(Boolean);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync", ...extra] });
const base = "http://127.0.0.1:8873";
const t0 = Date.now();
for (let i = 0; i < 2; i++)
for (const p of ["/", "/terms", "/de/", "/get-your-trust-code", "/ar/", "/demo", "/nirvana-fellows", "/ja/"]) {
  const ctx = await b.newContext(); const page = await ctx.newPage();
  await page.addInitScript(() => { localStorage.setItem("nirvana_compliance", JSON.stringify({accepted:true,region:"GB",acceptedAt:new Date().toISOString()})); sessionStorage.setItem("nirvana_compliance_reset","1"); localStorage.setItem("cookiesAccepted","1"); });
  await page.goto(base + p);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.evaluate(() => new Promise((d) => requestAnimationFrame(() => requestAnimationFrame(d))));
  await ctx.close();
}
await b.close();
console.log(extra.join(" ") || "(base)", "wall", Date.now() - t0);
