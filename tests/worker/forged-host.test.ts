import { describe, expect, it } from "vitest";
import { requestHost, requestOrigin } from "#app/lib/platform/own-host.ts";
import { individual, mailTo } from "./identity-helpers";
import { insertCode } from "./scan-helpers";
import { SELF } from "./self";

describe("absolute links never take a forged Host", () => {
  it("keeps our own hosts and loopback, replaces anything else with the production host", () => {
    expect(requestHost("https://nirvana.example/x")).toBe("nirvana.example");
    expect(requestHost("https://staging.nirvana.example/x")).toBe(
      "staging.nirvana.example",
    );
    expect(requestHost("http://localhost:8787/x")).toBe("localhost:8787");
    expect(requestHost("https://evil.example/x")).toBe("nirvana.example");
    expect(requestHost("https://nirvana.example.evil.example/x")).toBe(
      "nirvana.example",
    );
    expect(requestOrigin("https://evil.example/x")).toBe(
      "https://nirvana.example",
    );
  });

  it("the code e-mail of a request sent with Host: evil.example links the production host", async () => {
    const res = await SELF.fetch(
      "https://evil.example/api/contact/individual-trust-code-request",
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "cf-connecting-ip": "203.0.113.77",
        },
        body: JSON.stringify(individual("forged-host@example.org")),
      },
    );
    expect(res.status).toBe(200);
    const [mail] = await mailTo("forged-host@example.org");
    const hosts = [...mail!.body_text.matchAll(/https?:\/\/([^/\s]+)\//g)].map(
      (m) => m[1],
    );
    expect(hosts.length).toBeGreaterThan(3);
    expect(new Set(hosts)).toEqual(new Set(["nirvana.example"]));
  });

  it("a link preview fetched through a forged Host points at the production host", async () => {
    await insertCode("FORGED-HOST");
    const res = await SELF.fetch("https://evil.example/c/forged-host", {
      headers: { "user-agent": "Twitterbot/1.0" },
      redirect: "manual",
    });
    const html = await res.text();
    expect(html).toContain('content="https://nirvana.example/c/FORGED-HOST"');
    expect(html).not.toContain("evil.example");
  });
});
