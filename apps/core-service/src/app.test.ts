import { expect, test } from 'vitest';
import { createApp } from './app.ts';

test('GET /internal/health answers 200', async () => {
  const response = await createApp().request('/internal/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
