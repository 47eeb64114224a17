import type { MessageDescriptor } from "@lingui/core";
import { Trans } from "@lingui/react";
import { priceValues, useLocale } from "#app/lib/i18n/index.ts";

/**
 * A message that may name the site's figures ({price}, {reward}, {percent});
 * a price written <0>{price}</0> is marked translate="no", as a currency code
 * ("USD") is no word to translate.
 */
export function FigureText({ message }: { message: MessageDescriptor }) {
  return (
    <Trans
      id={message.id}
      message={message.message}
      values={priceValues(useLocale())}
      components={{ 0: <span translate="no" /> }}
    />
  );
}
