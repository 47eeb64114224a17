import { env } from "cloudflare:workers";

export interface RederiveOptions {
  causeEventId: string;
  now: Date;
  alongside: D1PreparedStatement[];
}

/** Re-derives one member's commissions (rules arrive in the next commit). */
export async function rederiveMember(
  _customerId: string,
  options: RederiveOptions,
): Promise<void> {
  await env.DB.batch(options.alongside);
}
