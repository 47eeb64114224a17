import { BRAND } from "#app/lib/brand.ts";

/**
 * The browser's one way to call the back end (docs/api.md): credentials
 * included, /api prefixed, JSON in and out.
 */
export const BASIC_AUTH_STORAGE_KEY = `${BRAND.slug}_basic_auth`;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Paths outside /api, /assets and /static get /api in front. */
export function apiPath(path: string): string {
  if (/^\/(api|assets|static)(\/|$)/.test(path)) return path;
  return `/api${path.startsWith("/") ? "" : "/"}${path}`;
}

function authHeader(): string | null {
  try {
    return window.localStorage.getItem(BASIC_AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function apiFetch<T = unknown>(
  path: string,
  init: RequestInit = {},
): Promise<T | undefined> {
  const headers = new Headers(init.headers);
  const auth = authHeader();
  if (auth && !headers.has("Authorization"))
    headers.set("Authorization", `Basic ${auth}`);
  const response = await fetch(apiPath(path), {
    ...init,
    headers,
    credentials: "include",
  });
  const isJson = (response.headers.get("content-type") ?? "").includes(
    "application/json",
  );
  const body = isJson
    ? ((await response.json().catch(() => undefined)) as T | undefined)
    : undefined;
  if (!response.ok) {
    // Behind the staging gate without credentials: let the browser ask for them.
    if (response.status === 401 && !headers.has("Authorization"))
      window.location.assign("/api/health");
    throw new HttpError(response.status, body);
  }
  return body;
}

/**
 * Every form's POST to the API. `idempotencyKey`: one per logical
 * submission, kept across retries, so a retried or doubled request stores one
 * row (the API uses the key as the row id).
 */
export function postJson<T = unknown>(
  path: string,
  payload: unknown,
  idempotencyKey?: string,
): Promise<T | undefined> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
  };
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  return apiFetch<T>(path, {
    method: "POST",
    headers,
    body: JSON.stringify(payload),
  });
}
