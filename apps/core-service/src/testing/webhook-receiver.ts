import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type WebhookEvent } from '@souscrire/core-api';

/** A delivery the receiver accepted: its event (signature verified) and its raw body and headers. */
export type ReceivedWebhook = { event: WebhookEvent; body: string; signature: string; eventHeader: string };

/**
 * A partner's webhook receiver for tests: a node:http server on loopback that checks each delivery with core-api's
 * `verifyWebhook` and the secrets it is given, keeps the events it accepted in order, answers 400 to a delivery
 * it refuses, and may be taken down and brought back up on the same address.
 */
export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The reasons of the deliveries refused (a signature that did not verify). */
  refused: string[];
  /** Stops listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Starts a receiver that verifies with `secrets()` at the time `now()` (milliseconds; the test's clock when it
 * moves the relay's).
 */
export async function startWebhookReceiver(
  secrets: () => string | string[],
  now: () => number = Date.now,
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const refused: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['souscrire-signature'] ?? '');
      verifyWebhook(body, signature, secrets(), { now: now() }).then(
        (event) => {
          received.push({ event, body, signature, eventHeader: String(request.headers['souscrire-event']) });
          response.writeHead(204).end();
        },
        (error: unknown) => {
          refused.push((error as { reason?: string }).reason ?? String(error));
          response.writeHead(400).end();
        },
      );
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const down = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}/hooks/souscrire`,
    received,
    refused,
    down,
    up: () => listen(port),
    close: () => (server.listening ? down() : Promise.resolve()),
  };
}
