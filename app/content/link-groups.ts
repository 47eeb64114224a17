/**
 * Link-group headings that both the footer (every page) and the landing
 * page's cards show: written once here, in the `common` catalog
 * (app/lib/i18n/area-files.ts), so each message lives in one catalog only.
 * The pages' own link labels are declared beside their routes
 * (app/routes/<route>.page.ts).
 */
import { msg } from "@lingui/core/macro";

export const LINK_GROUP_HEADINGS = {
  trustCodes: msg`Trust Codes`,
  legal: msg`Legal`,
};
