import { serve } from '@hono/node-server';
import { createApp } from './app.ts';

const port = Number(process.env.CORE_PORT ?? 4000);
const server = serve({ fetch: createApp().fetch, port }, (info) => {
  console.info(`core-service listening on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
