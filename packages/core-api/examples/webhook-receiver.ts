// An integrator's webhook receiver (docs/webhooks.md quotes this file): a node:http server that checks each
// delivery's signature with verifyWebhook before acting on it, and answers 2xx quickly once it has it.
import { createServer, type Server } from 'node:http';
import { verifyWebhook, type WebhookEvent, WebhookVerificationError } from '@souscrire/core-api';

/**
 * A receiver for the endpoint's secrets (two during a rotation): `handle` is called once per verified event.
 * Deliveries are at least once: `handle` skips an event id it already handled.
 */
export function createWebhookReceiver(
  secrets: () => string[],
  handle: (event: WebhookEvent) => Promise<void>,
): Server {
  return createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    // The raw body, exactly as received: the signature covers these bytes.
    const body = Buffer.concat(chunks);
    try {
      const event = await verifyWebhook(body, request.headers['souscrire-signature']?.toString(), secrets());
      await handle(event);
      response.writeHead(204).end();
    } catch (error) {
      // A bad signature or a replay older than 5 minutes: refused, not retried into success.
      if (error instanceof WebhookVerificationError) response.writeHead(400).end(error.reason);
      // Anything else is ours: a 500, and the core retries later.
      else response.writeHead(500).end();
    }
  });
}
