// pdf.js's worker module ships no types; tests/support/pdf-text.ts only
// hands it to pdf.js as globalThis.pdfjsWorker.
declare module "pdfjs-dist/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
