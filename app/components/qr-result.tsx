import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { REQUIRED_DISCLOSURE } from "#app/content/issuer.ts";
import { QR_RESULT, SHARE_TEXT } from "#app/content/share.ts";
import { CODE_CHECK_LINK } from "#app/content/code-check.ts";
import { BRAND } from "#app/lib/brand.ts";
import { codeCheckPath } from "#app/lib/trust-codes/index.ts";
import { localizePath, useLocale } from "#app/lib/i18n/index.ts";
import { CopyButton } from "#app/components/copy-button.tsx";
import { ShareButton } from "#app/components/share-button.tsx";
import { IssuerNextSteps } from "#app/components/issuer-deal.tsx";
import { QrKitLinks } from "#app/components/qr-kit-links.tsx";
import { pagePath } from "#app/lib/pages/index.ts";

/**
 * The API's QR is a GIF data URL; people expect a PNG file, so it is redrawn
 * on a canvas (pixel-exact, no smoothing) and saved as `<CODE>.png`.
 */
async function downloadPng(dataUrl: string, code: string) {
  const img = new Image();
  img.src = dataUrl;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas not available");
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(img, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/png"),
  );
  if (!blob) throw new Error("PNG export failed");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${code}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The minted code, ready to share. It scrolls into view and takes focus when
 * it appears, so the visitor is not left looking at a cleared form.
 */
export function QrResult({ code, qrUrl }: { code: string; qrUrl: string }) {
  const { _ } = useLingui();
  const locale = useLocale();
  const disclosure = _(REQUIRED_DISCLOSURE.text);
  const [failed, setFailed] = useState(false);
  // The production host until the browser knows where it is.
  const [origin, setOrigin] = useState(`https://${BRAND.productionHost}`);
  const panel = useRef<HTMLElement>(null);
  const link = `${origin}/c/${encodeURIComponent(code)}`;

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser-only value, read after hydration so the first render matches the server's
    setOrigin(window.location.origin);
    panel.current?.scrollIntoView({ block: "start" });
    panel.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className="qr-result"
      aria-labelledby="qr-title"
    >
      <h3 id="qr-title">{_(QR_RESULT.title)}</h3>
      <p className="qr-intro">{_(QR_RESULT.intro)}</p>
      <IssuerNextSteps />
      <p className="qr-code-text">{code}</p>
      <img src={qrUrl} alt={_({ ...QR_RESULT.imageAlt, values: { code } })} />
      <p className="qr-link">
        <code>{link}</code>
      </p>
      <p className="qr-check">
        <a href={codeCheckPath(code, locale)}>{_(CODE_CHECK_LINK.text)}</a>{" "}
        <span>{_(CODE_CHECK_LINK.hint)}</span>
      </p>
      <p className="qr-account">
        <a href={localizePath(pagePath("myTrustCode"), locale)}>
          {_(QR_RESULT.accountLink)}
        </a>
      </p>
      <div className="qr-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setFailed(false);
            downloadPng(qrUrl, code).catch((error: unknown) => {
              console.warn("QR download failed", error);
              setFailed(true);
            });
          }}
        >
          {_(QR_RESULT.download)}
        </button>
        <CopyButton label={_(QR_RESULT.copyCode)} text={code} />
        <CopyButton label={_(QR_RESULT.copyLink)} text={link} />
        <ShareButton
          label={_(QR_RESULT.share)}
          title={_(QR_RESULT.shareTitle)}
          text={_({ ...SHARE_TEXT, values: { code, disclosure } })}
          url={link}
        />
      </div>
      {failed && (
        <p className="notice error" role="alert">
          {_(QR_RESULT.downloadFailed)}
        </p>
      )}
      <QrKitLinks code={code} />
      <div className="qr-disclosure">
        <h4>{_(QR_RESULT.disclosureHeading)}</h4>
        <p>{disclosure}</p>
        <CopyButton label={_(QR_RESULT.copyDisclosure)} text={disclosure} />
      </div>
    </section>
  );
}
