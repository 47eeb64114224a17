// The local PayPal of the tests (tests/support/fake-paypal.ts) over HTTP on
// 127.0.0.1, for the bench and for trying the console's "Send through
// PayPal" by hand: `node scripts/fake-paypal-server.mjs [port]`, then start
// the site with PAYPAL_API_BASE=http://127.0.0.1:<port>, PAYPAL_CLIENT_ID=fake-client,
// PAYPAL_CLIENT_SECRET=fake-secret and PAYPAL_WEBHOOK_ID=WH-FAKE-0001.
import http from "node:http";
import { FakePaypal } from "../tests/support/fake-paypal.ts";

/** Serves `fake` on `port`; resolves with the server once it listens. */
export function serveFakePaypal(
  port,
  fake = new FakePaypal(`http://127.0.0.1:${port}`),
) {
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === "string") headers.set(k, v);
    try {
      const response = await fake.handle(
        new Request(`${fake.base}${req.url}`, {
          method: req.method,
          headers,
          body:
            req.method === "GET" || req.method === "HEAD" ? undefined : body,
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      // The fake's "network error": drop the connection.
      res.destroy();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ server, fake })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8796);
  await serveFakePaypal(port);
  console.log(`local PayPal on http://127.0.0.1:${port}`);
}
