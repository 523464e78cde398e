import { serve } from '@hono/node-server';
import { pino } from 'pino';
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void db.close().then(() => process.exit(0))));
}
