import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountChanges } from './account-changes.tsx';

const change = (kind: string, changedBy: 'session' | 'link', at: string) => ({
  change: kind,
  contract_id: null,
  changed_at: at,
  changed_by: changedBy,
  session_id: changedBy === 'session' ? '3f9a0c51d2e47b86' : null,
  ip_address: '203.0.113.7',
});

function core(changes: unknown[]) {
  return fakeCore({
    'GET /v2/clients/me/changes': () =>
      Response.json({ data: changes, meta: { total: changes.length, page: 1, per_page: 5 } }),
  });
}

describe('AccountChanges', () => {
  test('lists the latest changes: what, the day, and how they were made', async () => {
    const { api, calls } = core([
      change('email_confirmed', 'link', '2026-11-29T10:05:00.000Z'),
      change('iban_changed', 'session', '2026-11-28T09:00:00.000Z'),
    ]);
    await renderSpace(<AccountChanges api={api} tenant="plussimple" locale="fr-FR" />, 'fr-FR');
    const panel = screen.getByRole('region', { name: 'Modifications récentes' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nouvel e-mail confirmé le 29 novembre 2026 (par un lien reçu par e-mail)',
      'IBAN changé le 28 novembre 2026 (depuis votre espace client)',
    ]);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('per_page')).toBe('5');
  });

  test('says when there is none yet', async () => {
    await renderSpace(<AccountChanges api={core([]).api} tenant="plussimple" locale="de-DE" />, 'de-DE');
    expect(await screen.findByText('Hier wurde noch nichts geändert.')).toBeDefined();
  });
});
