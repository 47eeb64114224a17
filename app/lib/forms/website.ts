/** A bare domain ("example.org") is read as https://example.org. Zod-free: the form imports it. */
export function withScheme(website: string): string {
  const value = website.trim();
  if (value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `https://${value}`;
}
