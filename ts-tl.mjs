import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const base = "http://127.0.0.1:8873";
for (const p of ["/", "/terms", "/de/", "/get-your-trust-code", "/demo"]) {
  const ctx = await b.newContext(); const page = await ctx.newPage();
  await page.addInitScript(() => { localStorage.setItem("nirvana_compliance", JSON.stringify({accepted:true,region:"GB",acceptedAt:new Date().toISOString()})); sessionStorage.setItem("nirvana_compliance_reset","1"); localStorage.setItem("cookiesAccepted","1");
    new MutationObserver(() => { if (document.documentElement.hasAttribute("data-hydrated") && !window.__hyd) window.__hyd = performance.now(); }).observe(document.documentElement, { attributes: true }); });
  const t0 = Date.now();
  await page.goto(base + p);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const t1 = Date.now();
  const tl = await page.evaluate(() => {
    const n = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const res = performance.getEntriesByType("resource").filter(r => r.initiatorType === "script" || r.name.endsWith(".js")).map(r => [r.name.split("/").pop().slice(0,20), Math.round(r.startTime), Math.round(r.responseEnd)]);
    const js = res.length ? [Math.min(...res.map(r=>r[1])), Math.max(...res.map(r=>r[2]))] : [];
    return { resp: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd), fcp: Math.round(fcp), jsStart: js[0], jsEnd: js[1], nJs: res.length, hyd: Math.round(window.__hyd) };
  });
  console.log(p, t1 - t0, JSON.stringify(tl));
  await ctx.close();
}
await b.close();
