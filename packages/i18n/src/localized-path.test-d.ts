import { expectTypeOf, test } from 'vitest';
import type { MessageId } from './generated/message-id.ts';
import type { Locale } from './locale.ts';
import { localizedPath, type RouteParams } from './localized-path.ts';
import { messageId } from './message-id.ts';

test('routes ask for the parameters they need', () => {
  expectTypeOf<RouteParams<'home'>>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<RouteParams<'subscription.offer'>>().toEqualTypeOf<{ readonly id: string }>();
  expectTypeOf<RouteParams<'subscription.criteria.step'>>().toEqualTypeOf<{
    readonly id: string;
    readonly step: string;
  }>();
  localizedPath('subscription.offer', 'fr-FR', { id: '1' });
  // @ts-expect-error: the subscription's id is required
  localizedPath('subscription.offer', 'fr-FR', {});
  // @ts-expect-error: not a route
  localizedPath('subscription.nowhere', 'fr-FR', { id: '1' });
  // @ts-expect-error: not a locale
  localizedPath('home', 'nl-NL', {});
});

test('locales and message ids are checked', () => {
  expectTypeOf<'de-DE'>().toExtend<Locale>();
  expectTypeOf<'de-de'>().not.toExtend<Locale>();
  expectTypeOf(messageId('errors.required')).toEqualTypeOf<'errors.required'>();
  expectTypeOf<'errors.required'>().toExtend<MessageId>();
  // @ts-expect-error: not in the source catalogue
  messageId('errors.nope');
});
