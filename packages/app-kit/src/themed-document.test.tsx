import { getTheme, pageTitle } from '@souscrire/theming';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useThemedDocument } from './themed-document.ts';

function Page({ tenant, locale, title }: { tenant: 'plussimple' | 'maif'; locale: string; title: string }) {
  const theme = getTheme(tenant);
  useThemedDocument(theme, locale, pageTitle(title, theme));
  return null;
}

describe('useThemedDocument', () => {
  test("dresses the document in the tenant's theme, the page's language and its title", () => {
    const view = render(<Page tenant="maif" locale="de-DE" title="Verträge" />);
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe(pageTitle('Verträge', getTheme('maif')));
    expect(document.documentElement.dataset.tenant).toBe('maif');
    expect(document.querySelector<HTMLLinkElement>('link#sc-favicon')?.getAttribute('href')).toBe(
      getTheme('maif').favicon,
    );

    view.rerender(<Page tenant="plussimple" locale="fr-FR" title="Mes contrats" />);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dataset.tenant).toBe('plussimple');
    expect(document.title).toBe(pageTitle('Mes contrats', getTheme('plussimple')));
  });
});
