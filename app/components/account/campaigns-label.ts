import { useLingui } from "@lingui/react";
import { CAMPAIGNS } from "#app/content/campaigns.ts";
import { OTHER_CAMPAIGN } from "#app/lib/account/index.ts";

/** A campaign as the page names it: its own name, "Other names" or "No campaign". */
export function useCampaignLabel(): (campaign: string) => string {
  const { _ } = useLingui();
  return (campaign) =>
    campaign === ""
      ? _(CAMPAIGNS.noCampaign)
      : campaign === OTHER_CAMPAIGN
        ? _(CAMPAIGNS.otherCampaign)
        : campaign;
}
