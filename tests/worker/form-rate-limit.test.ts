import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { action as programmeAction } from "#app/routes/trust-code-programme.tsx";
import { action as issuerAction } from "#app/routes/get-your-trust-code.tsx";
import { action as applyAction } from "#app/routes/have-a-code-or-need-one.tsx";
import { issuerFormFields } from "../support/issuer";
import { RATE_LIMIT, startOfFreshWindow } from "../support/rate-window";
import { TOO_MANY } from "../support/spec-texts";
import { clientIp } from "../support/client-ip";
import { mintIssuer } from "./admin-helpers";

/**
 * The three public forms posted without JavaScript, as React Router hands a
 * post to the page's route action: past the per-client limit a valid post
 * is answered 429 with the limit's message and stores nothing. The browser
 * check that the page shows that message is tests/e2e/no-js-forms.spec.ts.
 */
type Action = (args: never) => unknown;

interface ActionAnswer {
  data: { success: boolean; error?: string; message?: string };
  init: { status: number } | null;
}

async function post(
  action: Action,
  path: string,
  client: string,
  form: Record<string, string>,
) {
  const answer = (await action({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": client,
      },
      body: new URLSearchParams(form),
    }),
    params: {},
    context: {},
  } as never)) as ActionAnswer;
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const mark = () =>
  `limit${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function count(sql: string, value: string): Promise<number> {
  const row = await env.DB.prepare(sql).bind(value).first<{ n: number }>();
  return row!.n;
}

const FORMS = [
  {
    path: "/trust-code-programme",
    action: programmeAction as Action,
    valid: async () => {
      const name = mark();
      return {
        form: {
          organizationName: name,
          website: "https://nojs.example.org",
          country: "GB",
          vertical: "insurers",
          audienceSize: "0-10000",
          contactName: "Ada Green",
          email: "ada@nojs.example.org",
          timeframe: "exploring",
          acknowledgeTerms: "on",
        },
        stored: () =>
          count(
            "SELECT COUNT(*) AS n FROM organisation_requests WHERE organization_name = ?1",
            name,
          ),
      };
    },
  },
  {
    path: "/get-your-trust-code",
    action: issuerAction as Action,
    valid: async () => {
      const email = `${mark()}@example.com`;
      return {
        form: issuerFormFields(email, "Jane Issuer"),
        stored: () =>
          count("SELECT COUNT(*) AS n FROM issuers WHERE email = ?1", email),
      };
    },
  },
  {
    path: "/have-a-code-or-need-one",
    action: applyAction as Action,
    valid: async () => {
      const code = await mintIssuer(`${mark()}@example.org`);
      return {
        form: { code },
        stored: () =>
          count(
            "SELECT COUNT(*) AS n FROM code_applications WHERE code = ?1",
            code,
          ),
      };
    },
  },
];

describe("no-JavaScript forms: rate limit", () => {
  it.each(FORMS)(
    "$path: past the limit a valid post gets 429 and stores nothing",
    async ({ path, action, valid }) => {
      const { form, stored } = await valid();
      const client = clientIp();
      await startOfFreshWindow();
      for (let i = 0; i < RATE_LIMIT; i++) {
        const spent = await post(action, path, client, { nickname: "" });
        expect(spent.status).toBe(400);
      }
      const refused = await post(action, path, client, form);
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe(TOO_MANY);
      expect(await stored()).toBe(0);
    },
  );
});
