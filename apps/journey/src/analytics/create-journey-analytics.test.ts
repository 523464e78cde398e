import { describe, expect, test, vi } from 'vitest';
import { journeyConfigSchema } from '../config/journey-config.ts';
import { ANALYTICS_DISABLED_FLAG } from './analytics.ts';
import { createJourneyAnalytics } from './create-journey-analytics.ts';
import { JOURNEY_EVENTS, trackerOf } from './journey-events.ts';
import type { TrackingBatch } from './tracking-queue.ts';
import { UTM_COOKIE_NAME } from './utm-cookie.ts';

function setUp(analytics: object, flag: string | null = null) {
  const config = journeyConfigSchema.parse({ environment: 'local', analytics });
  const batches: TrackingBatch[] = [];
  let cookies = '';
  let hide = () => {};
  const created = createJourneyAnalytics(config, {
    landingUrl: 'https://plussimple.example/fr-FR?utm_source=newsletter&utm_campaign=spring',
    readCookies: () => cookies,
    writeCookie: (cookie) => {
      cookies = cookie.split(';')[0] ?? '';
    },
    storage: { getItem: (key) => (key === ANALYTICS_DISABLED_FLAG ? flag : null) },
    sendBatch: async (batch) => batches.push(batch),
    onHidden: (listener) => {
      hide = listener;
    },
  });
  return { analytics: created, batches, cookies: () => cookies, hide: () => hide() };
}

describe('createJourneyAnalytics', () => {
  test('keeps the landing utm values in the cookie and sends them with the queued records', () => {
    const { analytics, batches, cookies, hide } = setUp({ enabled: true });
    expect(cookies()).toMatch(new RegExp(`^${UTM_COOKIE_NAME}=`));
    trackerOf(analytics).formulaChosen('balanced');
    hide();
    expect(batches).toEqual([
      {
        events: [{ type: 'event', ...JOURNEY_EVENTS.formulaChosen('balanced') }],
        utm: { utm_source: 'newsletter', utm_campaign: 'spring' },
      },
    ]);
  });

  test.each([
    ['switched off by configuration', { enabled: false }, null],
    ['switched off in this browser', { enabled: true }, 'true'],
  ])('%s: no cookie, nothing sent', (_, settings, flag) => {
    const { analytics, batches, cookies, hide } = setUp(settings, flag);
    trackerOf(analytics).subscriptionFinalized();
    hide();
    expect(batches).toEqual([]);
    expect(cookies()).toBe('');
  });

  test('the console adapter logs when configured', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { analytics } = setUp({ enabled: true, firstParty: false, console: true });
    trackerOf(analytics).stepCompleted('criteria', 'turnover');
    expect(info).toHaveBeenCalledWith(
      '[analytics] event',
      JOURNEY_EVENTS.stepCompleted('criteria', 'turnover'),
    );
    expect(JOURNEY_EVENTS.stepCompleted('criteria', 'turnover').data).toMatchObject({
      eventType: 'step',
      eventCategory: 'subscription',
      eventId: 'criteria/turnover',
    });
    info.mockRestore();
  });
});
