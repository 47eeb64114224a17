/**
 * Page names and link-group headings that both the footer (every page) and
 * the landing page's cards show: written once here, in the `common` catalog
 * (app/lib/i18n/area-files.ts), so each message lives in one catalog only.
 */
import { msg } from "@lingui/core/macro";

export const PAGE_NAMES = {
  getYourTrustCode: msg`Get your Trust Code`,
  haveACode: msg`Have a code or need one?`,
  whatIsCompassScore: msg`What is Compass Score?`,
  whyPeopleUse: msg`Why people use Nirvana`,
  whyDoINeedIt: msg`Why do I need it?`,
  theFounder: msg`The founder`,
  whatIsThisAllAbout: msg`What is this all about?`,
  fellows: msg`Nirvana fellows`,
  wallet: msg`Nirvana wallet`,
  crypto: msg`Is crypto always bad?`,
  rightToKnow: msg`Your right to know`,
  memberEula: msg`Member EULA`,
  terms: msg`Terms of use`,
};

export const LINK_GROUP_HEADINGS = {
  trustCodes: msg`Trust Codes`,
  legal: msg`Legal`,
};
