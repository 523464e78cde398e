import { describe, expect, test } from 'vitest';
import {
  type ProspectStatusAction,
  type ProspectStatusInput,
  prospectStatusAction,
} from './prospect-status-action.ts';

const area = { baseUrl: 'https://client.example.com', language: 'fr', country: 'FR' };

describe('prospectStatusAction', () => {
  test.each<[ProspectStatusInput, ProspectStatusAction]>([
    [{ status: 'pending', email: 'jo@example.com' }, { kind: 'stay' }],
    [{ status: 'paused', email: 'jo@example.com' }, { kind: 'stay' }],
    [{ status: 'blocked' }, { kind: 'stay' }],
    [{ status: 'cancelled', email: null }, { kind: 'stay' }],
    [
      { status: 'client', email: 'jo@example.com' },
      {
        kind: 'leave',
        reason: 'already_client',
        url: 'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=jo%40example.com',
      },
    ],
    [
      { status: 'signed', email: 'a+b@example.com' },
      {
        kind: 'leave',
        reason: 'already_client',
        url: 'https://client.example.com/fr-FR/intent?type=login&reason=already_client&login=a%2Bb%40example.com',
      },
    ],
    [
      { status: 'Pending', email: null },
      {
        kind: 'leave',
        reason: 'already_client',
        url: 'https://client.example.com/fr-FR/intent?type=login&reason=already_client',
      },
    ],
    [
      { status: '' },
      {
        kind: 'leave',
        reason: 'already_client',
        url: 'https://client.example.com/fr-FR/intent?type=login&reason=already_client',
      },
    ],
  ])('%j -> %j', (prospect, expected) => {
    expect(prospectStatusAction(prospect, area)).toEqual(expected);
  });

  test('builds the address for the given locale', () => {
    const action = prospectStatusAction(
      { status: 'client', email: 'jo@example.com' },
      { baseUrl: 'https://kunden.example.de/', language: 'de', country: 'de' },
    );
    expect(action).toEqual({
      kind: 'leave',
      reason: 'already_client',
      url: 'https://kunden.example.de/de-DE/intent?type=login&reason=already_client&login=jo%40example.com',
    });
  });

  test('a browser holding a client session goes to the customer space itself, not its login', () => {
    expect(prospectStatusAction({ status: 'client', email: 'jo@example.com' }, area, true)).toEqual({
      kind: 'leave',
      reason: 'already_client',
      url: 'https://client.example.com/fr-FR/intent?type=goto',
    });
    expect(prospectStatusAction({ status: 'pending', email: 'jo@example.com' }, area, true)).toEqual({
      kind: 'stay',
    });
  });
});
