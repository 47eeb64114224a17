/** Where the one-time links in our e-mails point (pages app/routes/verify.tsx and not-me.tsx). */
export function verifyUrl(host: string, token: string): string {
  return `https://${host}/verify?token=${token}`;
}

export function notMeUrl(host: string, token: string): string {
  return `https://${host}/not-me?token=${token}`;
}
