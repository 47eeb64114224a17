import { createContext, useContext } from "react";
import { FigureText } from "#app/components/figure-text.tsx";
import { CODE_PRICE } from "#app/content/navigation.ts";
import type { ScanGreeting } from "#app/lib/scans/index.ts";

/**
 * The code the visitor carries as the root loader read it (app/root.tsx);
 * null without one, and on any page rendered outside the site's shell.
 */
export const CarriedCodeContext = createContext<ScanGreeting | null>(null);

/**
 * What a member with a Trust Code pays: the discounted price, the full price
 * and the saving, each computed from the business figures
 * (app/lib/i18n/price-values.ts) and written for the page's language.
 */
export function CodePrice({
  className = "code-price",
}: {
  className?: string;
}) {
  return (
    <p className={className}>
      <FigureText message={CODE_PRICE} />
    </p>
  );
}

/**
 * The same line where a visitor buys, shown only while they carry a code
 * that gives the discount (an unknown or stopped code gives none: the page
 * then states the full price alone).
 */
export function CarriedCodePrice({ className }: { className?: string }) {
  const carried = useContext(CarriedCodeContext);
  if (carried?.status !== "active") return null;
  return <CodePrice className={className} />;
}
