/**
 * Moves focus to the page's main heading, e.g. after a dialog that covered the
 * page closes, so keyboard and screen-reader users start at the top of the content.
 */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}
