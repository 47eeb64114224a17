/**
 * The address of a code's public check page: the code and a "+", the suffix
 * link platforms use to show what a short link is (app/routes/code-check.tsx).
 */
export function codeCheckPath(code: string): string {
  return `/c/${encodeURIComponent(code)}+`;
}
