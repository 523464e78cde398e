import { Hono } from 'hono';

/** Builds the core service's HTTP application. */
export function createApp(): Hono {
  const app = new Hono();
  app.get('/internal/health', (c) => c.json({ status: 'ok' }));
  return app;
}
