import { useLingui } from "@lingui/react";
import { Form } from "react-router";
import { CAMPAIGNS } from "#app/content/campaigns.ts";

/**
 * E-mail preferences (docs/my-trust-code.md): the monthly summary on or off;
 * payout e-mails always come. A plain form POST, so it works without JavaScript.
 */
export function MailSection({
  summary,
  verified,
  saved,
}: {
  summary: boolean;
  verified: boolean;
  saved: boolean;
}) {
  const { _ } = useLingui();
  return (
    <section aria-labelledby="account-mail">
      <h2 id="account-mail">{_(CAMPAIGNS.mailHeading)}</h2>
      {saved && (
        <p className="notice success" role="status">
          {_(CAMPAIGNS.mailSaved)}
        </p>
      )}
      <Form method="post" className="account-form" preventScrollReset>
        <input type="hidden" name="intent" value="mail-preferences" />
        <p>
          <label>
            <input
              type="checkbox"
              name="monthly-summary"
              defaultChecked={summary}
            />{" "}
            {_(CAMPAIGNS.mailSummary)}
          </label>
        </p>
        {!verified && (
          <p className="account-note">{_(CAMPAIGNS.mailUnverified)}</p>
        )}
        <p className="account-note">{_(CAMPAIGNS.mailPayouts)}</p>
        <button type="submit" className="button small">
          {_(CAMPAIGNS.mailSave)}
        </button>
      </Form>
    </section>
  );
}
