/**
 * The scoring rules of the MDN HTTP Observatory (v2) for response headers:
 * start at 100 and apply each test's modifier. Only header-based tests are
 * modelled; redirection (http→https) is the platform's job on Cloudflare.
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  results: Record<string, { result: string; modifier: number }>;
}

function parseCsp(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function cspTest(header: string | undefined): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const csp = parseCsp(header);
  const fallback = csp.get("default-src");
  const script = csp.get("script-src") ?? fallback;
  const style = csp.get("style-src") ?? fallback;
  const obj = csp.get("object-src") ?? fallback;
  if (!script) return ["csp-implemented-with-unsafe-inline", -20];
  const strictDynamic = script.includes("'strict-dynamic'");
  const nonceOrHash = script.some((v) => /^'(nonce|sha(256|384|512))-/.test(v));
  // With a nonce/hash, browsers ignore 'unsafe-inline'; with strict-dynamic, host sources too.
  const unsafeInline = script.includes("'unsafe-inline'") && !nonceOrHash;
  if (unsafeInline || script.includes("data:"))
    return ["csp-implemented-with-unsafe-inline", -20];
  if (script.includes("'unsafe-eval'"))
    return ["csp-implemented-with-unsafe-eval", -10];
  const insecure = (vals: string[] | undefined) =>
    !!vals?.some(
      (v) =>
        v === "http:" ||
        v.startsWith("http://") ||
        (!strictDynamic && (v === "*" || v === "https:")),
    );
  if (insecure(script) || insecure(obj))
    return ["csp-implemented-with-insecure-scheme", -20];
  if (!obj || obj.some((v) => v !== "'none'" && v !== "'self'"))
    return ["csp-implemented-but-object-src-permissive", -10];
  if (style?.includes("'unsafe-inline'"))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (fallback?.length === 1 && fallback[0] === "'none'")
    return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function hstsTest(header: string | undefined): [string, number] {
  if (!header) return ["hsts-not-implemented", -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return ["hsts-header-invalid", -20];
  // Preloading (+5) needs the domain on the real preload list: not modelled.
  return maxAge >= 15768000
    ? ["hsts-implemented-max-age-at-least-six-months", 0]
    : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function referrerTest(header: string | undefined): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const last = header
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .pop()!;
  const priv = [
    "no-referrer",
    "same-origin",
    "strict-origin",
    "strict-origin-when-cross-origin",
  ];
  if (priv.includes(last)) return ["referrer-policy-private", 5];
  if (["unsafe-url", "no-referrer-when-downgrade"].includes(last))
    return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function xctoTest(header: string | undefined): [string, number] {
  if (!header) return ["x-content-type-options-not-implemented", -5];
  return header.trim().toLowerCase() === "nosniff"
    ? ["x-content-type-options-nosniff", 0]
    : ["x-content-type-options-header-invalid", -5];
}

function xfoTest(
  xfo: string | undefined,
  csp: string | undefined,
): [string, number] {
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ancestors.every((v) => v === "'none'" || v === "'self'"))
    return ["x-frame-options-implemented-via-csp", 5];
  if (!xfo) return ["x-frame-options-not-implemented", -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim())
    ? ["x-frame-options-sameorigin-or-deny", 0]
    : ["x-frame-options-header-invalid", -20];
}

function cookiesTest(setCookies: string[]): [string, number] {
  if (setCookies.length === 0) return ["cookies-not-found", 0];
  const attrs = setCookies.map((c) => c.toLowerCase());
  if (attrs.some((c) => !c.includes("secure")))
    return ["cookies-without-secure-flag", -20];
  if (attrs.some((c) => !c.includes("samesite")))
    return ["cookies-samesite-flag-invalid", -20];
  return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
}

function corsTest(acao: string | undefined): [string, number] {
  return acao === "*"
    ? ["cross-origin-resource-sharing-implemented-with-public-access", 0]
    : ["cross-origin-resource-sharing-not-implemented", 0];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function observatoryScore(
  headers: Headers | Record<string, string>,
  setCookies: string[] = [],
): ObservatoryResult {
  const get = (name: string) =>
    headers instanceof Headers
      ? (headers.get(name) ?? undefined)
      : headers[name.toLowerCase()];
  const csp = get("content-security-policy");
  const tests: Record<string, [string, number]> = {
    "content-security-policy": cspTest(csp),
    cookies: cookiesTest(setCookies),
    "cross-origin-resource-sharing": corsTest(
      get("access-control-allow-origin"),
    ),
    "referrer-policy": referrerTest(get("referrer-policy")),
    "strict-transport-security": hstsTest(get("strict-transport-security")),
    "x-content-type-options": xctoTest(get("x-content-type-options")),
    "x-frame-options": xfoTest(get("x-frame-options"), csp),
  };
  let score = 100;
  const results: ObservatoryResult["results"] = {};
  let penalties = 0;
  for (const [name, [result, modifier]] of Object.entries(tests)) {
    results[name] = { result, modifier };
    if (modifier < 0) penalties += modifier;
  }
  // Bonus points count only when the base score is already at least 90.
  const bonuses = Object.values(tests).reduce(
    (sum, [, m]) => sum + Math.max(0, m),
    0,
  );
  score = score + penalties + (score + penalties >= 90 ? bonuses : 0);
  const grade = GRADES.find(([min]) => Math.max(0, score) >= min)![1];
  return { score: Math.max(0, score), grade, results };
}
