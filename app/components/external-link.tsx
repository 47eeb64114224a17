import type { ReactNode } from "react";
import { NEW_TAB_NOTE } from "#app/content/shell.ts";

/**
 * A link off the site: new tab, and rel="noopener noreferrer" so the opened
 * page cannot reach back through window.opener or learn which page sent it.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="visually-hidden">{NEW_TAB_NOTE}</span>
    </a>
  );
}
