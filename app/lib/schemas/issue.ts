import type { I18n } from "@lingui/core";
import { VALIDATION, type ValidationKey } from "#app/content/validation.ts";

/**
 * zod keeps one string per issue; ours name a message of
 * app/content/validation.ts (and its values), never English words, so the
 * same schema serves every language. `key` or `key|{"max":200}`.
 */
export function issue(
  key: ValidationKey,
  values?: Record<string, string | number>,
): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

const SEPARATOR = "|";

/**
 * An issue's text in the instance's language. A message that names no key
 * (zod's own, for a payload that is not even an object) passes through.
 */
export function translateIssue(i18n: I18n, message: string): string {
  const at = message.indexOf(SEPARATOR);
  const key = at < 0 ? message : message.slice(0, at);
  if (!Object.hasOwn(VALIDATION, key)) return message;
  const values =
    at < 0
      ? undefined
      : (JSON.parse(message.slice(at + 1)) as Record<string, unknown>);
  return i18n._({ ...VALIDATION[key as ValidationKey], values });
}
