import { expect, test } from '@playwright/test';
import { renderInBrowser } from './support/browser-render.ts';
import { CORE_URL, coreCallPath } from './support/core.ts';

// One trace id links a browser error to the core's log line. The journey's calls to the core carry
// W3C traceparent (with sentry-trace and baggage); the core writes its trace id in its request log line; the
// debug panel's test error reaches the core's sandbox DSN with the tenant, locale, step and release.
test('a call carries traceparent, the core logs its trace id, and a thrown error is reported with it', async ({
  page,
  request,
}) => {
  // The browser's own call for the catalogue (the server renders the home page from its own call otherwise).
  await renderInBrowser(page);
  const call = page.waitForResponse(
    (answer) =>
      coreCallPath(answer.url()) !== undefined && answer.request().headers().traceparent !== undefined,
  );
  await page.goto('/fr-FR');
  const headers = (await call).request().headers();
  const traceId = /^00-([0-9a-f]{32})-[0-9a-f]{16}-0[01]$/.exec(headers.traceparent ?? '')?.[1] ?? '';
  expect(traceId).not.toBe('');
  expect(headers['sentry-trace']).toMatch(new RegExp(`^${traceId}-`));
  expect(headers.baggage).toContain(`sentry-trace_id=${traceId}`);

  // The core's own request line for it (its latest log lines, on the dev pages).
  const requests = await request.get(`${CORE_URL}/dev/requests?token=dev-token-plussimple&trace=${traceId}`);
  const log = await requests.text();
  expect(log).toContain(`&#34;traceId&#34;:&#34;${traceId}&#34;`);
  expect(log).toContain('<td>/v2/products</td><td>200</td>');

  // A screen that throws: the fatal page shows, and the report reaches the sandbox receiver.
  await page.getByText('Informations de débogage').click();
  await page.getByRole('button', { name: 'Déclencher une erreur de test' }).click();
  await expect(page.locator('[data-error-kind="generic"]')).toBeVisible();
  const release = ((await (await request.get('/version.json')).json()) as { version: string }).version;
  await expect(async () => {
    const html = await (await request.get(`${CORE_URL}/dev/errors?token=dev-token-plussimple`)).text();
    expect(html).toContain('MonitoringTestError: Test error thrown from the debug panel');
    const row = html.slice(html.indexOf('MonitoringTestError'));
    expect(row).toContain('locale=fr-FR<br>step=home<br>tenant=plussimple');
    expect(row).toContain(release);
    expect(row).toContain(`<code data-trace-id>${traceId}</code>`);
  }).toPass({ timeout: 20_000 });
});
