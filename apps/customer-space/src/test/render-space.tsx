import { type CoreApiClient, createCoreApiClient } from '@souscrire/core-api';
import { type Locale, loadMessages } from '@souscrire/i18n';
import { I18nProvider } from '@souscrire/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** A fake core: answers each request by `METHOD path` (query ignored), recording the calls. */
export function fakeCore(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const calls: Request[] = [];
  const api: CoreApiClient = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-plussimple' }),
    session: () => 'session-token',
    fetch: async (request) => {
      calls.push(request);
      const route = routes[`${request.method} ${new URL(request.url).pathname}`];
      return route
        ? route(request)
        : Response.json({ title: 'Not found', code: 'not_found', message: 'x' }, { status: 404 });
    },
  });
  return { api, calls };
}

/** Renders a page with the real messages of a locale and a fresh query client. */
export async function renderSpace(ui: ReactNode, locale: Locale = 'en-FR') {
  const messages = await loadMessages(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale} messages={messages}>
        {ui}
      </I18nProvider>
    </QueryClientProvider>,
  );
}
