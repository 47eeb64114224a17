import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { BRAND } from "#app/lib/brand.ts";
import { ShareButton } from "#app/components/share-button.tsx";

/** How long "Copied" replaces a button's label before it returns. */
const COPIED_FEEDBACK_MS = 2000;

/**
 * The code's link and QR code with copy and share buttons, what a visitor
 * gets (the code's discount and the price they pay, from the business
 * figures), and the paid-referral disclosure to show beside the code. The
 * link and disclosure are on the page as text, so without JavaScript they
 * are selected and copied by hand; the buttons appear once the page runs.
 */
export function ShareSection({
  code,
  link,
  qrImage,
  organisation,
}: {
  code: string;
  link: string;
  qrImage: string;
  organisation: boolean;
}) {
  const { _ } = useLingui();
  const [announce, setAnnounce] = useState("");
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState<"link" | "disclosure" | null>(null);
  const [canCopy, setCanCopy] = useState(false);
  const disclosure = _(
    organisation
      ? {
          ...CAMPAIGNS.disclosureOrganisation,
          values: { brand: BRAND.name },
        }
      : CAMPAIGNS.disclosureIndividual,
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only ability, read after hydration so the first render matches the server's
    setCanCopy(typeof navigator.clipboard?.writeText === "function");
  }, []);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = (which: "link" | "disclosure", text: string) => {
    setFailed(false);
    navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(which);
        setAnnounce(_({ ...CAMPAIGNS.copiedText, values: { text } }));
      })
      .catch(() => setFailed(true));
  };

  return (
    <section aria-labelledby="account-share" className="account-share">
      <h2 id="account-share">{_(CAMPAIGNS.shareHeading)}</h2>
      <p>{_(CAMPAIGNS.shareIntro)}</p>
      <div className="share-grid">
        <img
          src={qrImage}
          width={160}
          height={160}
          alt={_({ ...CAMPAIGNS.qrAlt, values: { link } })}
        />
        <div>
          <p>
            <span>{_(CAMPAIGNS.linkLabel)}</span>
            <br />
            <code className="share-link" dir="ltr" translate="no">
              {link}
            </code>
          </p>
          <div className="share-actions">
            {canCopy && (
              <button
                type="button"
                className="button small"
                onClick={() => copy("link", link)}
              >
                {copied === "link"
                  ? _(CAMPAIGNS.copied)
                  : _(CAMPAIGNS.copyLink)}
              </button>
            )}
            <ShareButton
              label={_(CAMPAIGNS.share)}
              title={_(CAMPAIGNS.shareTitle)}
              text={_({ ...CAMPAIGNS.shareText, values: { code, disclosure } })}
              url={link}
            />
          </div>
        </div>
      </div>
      <h3 id="share-disclosure">{_(CAMPAIGNS.disclosureHeading)}</h3>
      <p>{_(CAMPAIGNS.disclosureIntro)}</p>
      <blockquote className="share-disclosure">
        <p>{disclosure}</p>
      </blockquote>
      {canCopy && (
        <button
          type="button"
          className="button small"
          onClick={() => copy("disclosure", disclosure)}
        >
          {copied === "disclosure"
            ? _(CAMPAIGNS.copied)
            : _(CAMPAIGNS.copyDisclosure)}
        </button>
      )}
      {/* The live region is on the page from the start, so its change is announced. */}
      <p className="visually-hidden" aria-live="polite">
        {copied ? announce : ""}
      </p>
      {failed && (
        <p className="notice error" role="alert">
          {_(CAMPAIGNS.copyFailed)}
        </p>
      )}
    </section>
  );
}
