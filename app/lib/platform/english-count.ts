/**
 * "1 line", "2 lines", "10,000 lines": a count in the operator console's
 * English sentences, never "2 line(s)". The console is English-only; pages
 * in the visitor's language use Lingui's plural instead.
 */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
