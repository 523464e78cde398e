// Two tenants side by side: each section carries its tenant's CSS variables, and the same components take
// their colours from them.
import { getTheme, type TenantId, themeToCss } from '@souscrire/theming';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { ComboBox } from '@souscrire/ui/combo-box';
import { TextField } from '@souscrire/ui/text-field';
import { createElement as h, type ReactElement } from 'react';

export const TENANTS = ['plussimple', 'maif'] as const satisfies readonly TenantId[];

export function ThemedPage(): ReactElement {
  return h(
    'main',
    null,
    TENANTS.map((tenant) => {
      const scope = `[data-tenant="${tenant}"]`;
      return h(
        'section',
        { key: tenant, 'data-tenant': tenant },
        h('style', null, themeToCss(getTheme(tenant), scope)),
        h(Alert, { type: 'info' }, `Quote for ${tenant}`),
        h(TextField, { name: 'company', label: 'Company name', isRequired: true }),
        h(ComboBox, {
          label: 'Activity',
          onSearch: async (query: string) => [{ id: query, label: query }],
          promptText: 'Type at least 2 characters',
          loadingText: 'Searching…',
          noResultsText: 'No activity found',
          searchErrorText: 'The search failed, try again',
        }),
        h(Button, { type: 'submit', children: `Continue with ${tenant}` }),
      );
    }),
  );
}
