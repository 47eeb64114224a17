import { isbot } from "isbot";

/**
 * isbot's verdict per user agent, remembered per isolate. isbot runs one
 * large regular expression (several microseconds a call, more on long user
 * agents), and the QR redirect asks up to three times per scan (link
 * preview, scan classification, language redirect); browsers' user agents
 * repeat, so most requests ask a Map instead. Same verdicts as isbot.
 */

/** Distinct user agents kept: enough for the popular browsers of a busy hour. */
const MAX_REMEMBERED_USER_AGENTS = 256;
/** Longer user agents are classified every time, so the memory stays under 128 KB. */
const MAX_REMEMBERED_LENGTH = 512;

const verdicts = new Map<string, boolean>();

export function isBotUserAgent(userAgent: string): boolean {
  const known = verdicts.get(userAgent);
  if (known !== undefined) return known;
  const verdict = isbot(userAgent);
  if (userAgent.length <= MAX_REMEMBERED_LENGTH) {
    // Full: start over rather than track recency; refilling costs one isbot per agent.
    if (verdicts.size >= MAX_REMEMBERED_USER_AGENTS) verdicts.clear();
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** How many verdicts are remembered (tests check the bound). */
export function rememberedUserAgents(): number {
  return verdicts.size;
}
