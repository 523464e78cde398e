import { serve } from '@hono/node-server';
import { createTransport } from 'nodemailer';
import { pino } from 'pino';
import { startOutboxRelay } from './domain/outbox-relay.ts';
import { startService } from './start-service.ts';

const started = performance.now();
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const { app, db, timings } = await startService({ logger });
const port = Number(process.env.CORE_PORT ?? 4000);
const server = serve({ fetch: app.fetch, port }, (info) => {
  const total = Math.round(performance.now() - started);
  logger.info({ port: info.port, engine: db.kind, timings }, 'core-service ready');
  console.info(
    `core-service listening on http://localhost:${info.port} (${db.kind}), started in ${total} ms`,
  );
});

// ARCHITECTURE: e-mails go through the outbox; with SMTP_URL set, a relay sends them (nodemailer).
let stopRelay = async () => {};
if (process.env.SMTP_URL) {
  const transport = createTransport(process.env.SMTP_URL);
  const from = process.env.MAIL_FROM ?? 'Souscrire <no-reply@souscrire.localhost>';
  stopRelay = startOutboxRelay(
    db,
    async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    { intervalMs: 2000, logger },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () =>
    server.close(() => void stopRelay().then(() => db.close().then(() => process.exit(0)))),
  );
}
