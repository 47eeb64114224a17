/** PO catalogs are compiled to `{ messages }` by @lingui/vite-plugin on import. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
