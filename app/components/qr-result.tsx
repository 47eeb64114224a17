import { useState } from "react";

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

export function QrResult({ code, qrUrl }: { code: string; qrUrl: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <section className="qr-result" aria-labelledby="qr-title">
      <h3 id="qr-title">Your Trust Code</h3>
      <img src={qrUrl} alt={`QR code for Trust Code ${code}`} />
      <p className="qr-code-text">{code}</p>
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
        Download QR Code
      </button>
      {failed && (
        <p className="notice error" role="alert">
          The download failed. Right-click the image to save it instead.
        </p>
      )}
    </section>
  );
}
