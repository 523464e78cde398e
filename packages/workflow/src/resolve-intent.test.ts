import { describe, expect, test } from 'vitest';
import { type IntentAction, type IntentQuery, resolveIntent } from './resolve-intent.ts';

const noProductExtras = {
  companyId: undefined,
  jobId: undefined,
  agentToken: undefined,
  referer: undefined,
  source: undefined,
};

describe('resolveIntent', () => {
  test.each<[string, IntentQuery, IntentAction]>([
    ['subscription', { type: 'subscription', prospect_id: '42' }, { kind: 'subscription', prospectId: '42' }],
    [
      'subscription, numeric id',
      { type: 'subscription', prospect_id: 42 },
      { kind: 'subscription', prospectId: '42' },
    ],
    [
      'subscription, from URLSearchParams',
      new URLSearchParams('type=subscription&prospect_id=abc-1'),
      { kind: 'subscription', prospectId: 'abc-1' },
    ],
    [
      'subscription, repeated id keeps the first',
      { type: 'subscription', prospect_id: ['1', '2'] },
      { kind: 'subscription', prospectId: '1' },
    ],
    ['subscription without an id', { type: 'subscription' }, { kind: 'home' }],
    [
      'password with its token',
      { type: 'password', token: 'Zk3p_x-1' },
      { kind: 'password', token: 'Zk3p_x-1' },
    ],
    ['password without a token', { type: 'password' }, { kind: 'home' }],
    ['subscription with an empty id', { type: 'subscription', prospect_id: '' }, { kind: 'home' }],
    [
      'subscription with a non-finite id',
      { type: 'subscription', prospect_id: Number.NaN },
      { kind: 'home' },
    ],
    ['subscription with an object id', { type: 'subscription', prospect_id: { id: 1 } }, { kind: 'home' }],
    [
      'product with every field',
      new URLSearchParams(
        'type=product&product_slug=rc-pro&company_id=123456789&job_id=7&agent_token=tok&referer=https%3A%2F%2Fpartner.example&source=newsletter',
      ),
      {
        kind: 'product',
        productSlug: 'rc-pro',
        companyId: '123456789',
        jobId: '7',
        agentToken: 'tok',
        referer: 'https://partner.example',
        source: 'newsletter',
      },
    ],
    [
      'product with only a slug',
      { type: 'product', product_slug: 'multirisque' },
      { kind: 'product', productSlug: 'multirisque', ...noProductExtras },
    ],
    [
      'product with a numeric job id',
      { type: 'product', product_slug: 'rc-pro', job_id: 12 },
      { kind: 'product', productSlug: 'rc-pro', ...noProductExtras, jobId: '12' },
    ],
    ['product without a slug', { type: 'product', company_id: '1' }, { kind: 'home' }],
    [
      'login',
      { type: 'login', reason: 'already_client', login: 'jo@example.com', redirect_uri: '/contracts' },
      { kind: 'login', reason: 'already_client', login: 'jo@example.com', redirectUri: '/contracts' },
    ],
    [
      'goto',
      new URLSearchParams('type=goto&redirect_uri=%2Fclaims'),
      { kind: 'goto', reason: undefined, login: undefined, redirectUri: '/claims' },
    ],
    [
      'login with nothing else',
      { type: 'login' },
      { kind: 'login', reason: undefined, redirectUri: undefined, login: undefined },
    ],
    ['an unknown type', { type: 'quote', prospect_id: '42' }, { kind: 'home' }],
    ['a type of another case', { type: 'Subscription', prospect_id: '42' }, { kind: 'home' }],
    ['no type', { prospect_id: '42', product_slug: 'rc-pro' }, { kind: 'home' }],
    ['an empty query', new URLSearchParams(), { kind: 'home' }],
    ['an empty list', { type: [] }, { kind: 'home' }],
  ])('%s', (_, query, expected) => {
    expect(resolveIntent(query)).toEqual(expected);
  });
});
