/**
 * A client-chosen request id (the Idempotency-Key header) becomes the row's
 * primary key, so a double click or a retried POST writes one row.
 */
const REQUEST_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

export function requestKey(value: string | null | undefined): string | null {
  return value && REQUEST_KEY_PATTERN.test(value) ? value : null;
}
