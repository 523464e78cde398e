import { describe, expect, test, vi } from 'vitest';
import { ANALYTICS_DISABLED_FLAG, createAnalytics } from './analytics.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';
import { consoleAdapter } from './console-adapter.ts';
import { firstPartyAdapter } from './first-party-adapter.ts';
import type { TrackingRecord } from './tracking-queue.ts';

function recorder(): AnalyticsAdapter & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    name: 'recorder',
    calls,
    identify: (visitor) => calls.push(['identify', visitor]),
    page: (page) => calls.push(['page', page]),
    event: (event) => calls.push(['event', event]),
  };
}

const event = {
  name: 'x'.repeat(80),
  data: { eventType: 'click', eventCategory: 'cta', eventId: 'continue' },
};

describe('createAnalytics', () => {
  test('fans identify out to every adapter and truncates event names to 50 characters', () => {
    const [a, b] = [recorder(), recorder()];
    const analytics = createAnalytics({ enabled: true, adapters: [a, b] });
    analytics.identify({ id: 'p1', type: 'prospect' });
    analytics.event(event);
    expect(b.calls[0]).toEqual(['identify', { id: 'p1', type: 'prospect' }]);
    expect(a.calls[1]).toEqual(['event', { ...event, name: 'x'.repeat(50) }]);
  });

  test.each([
    [false, null],
    [true, 'true'],
  ])('enabled=%s with the local-storage flag %s sends nothing', (enabled, flag) => {
    const adapter = recorder();
    const storage = { getItem: (key: string) => (key === ANALYTICS_DISABLED_FLAG ? flag : null) };
    createAnalytics({ enabled, adapters: [adapter], storage }).identify({ id: 'p1', type: 'prospect' });
    expect(adapter.calls).toEqual([]);
  });

  test('an adapter that throws is reported and the others still run', () => {
    const onError = vi.fn();
    const broken: AnalyticsAdapter = {
      ...recorder(),
      name: 'broken',
      identify: () => {
        throw new Error('down');
      },
    };
    const ok = recorder();
    createAnalytics({ enabled: true, adapters: [broken, ok], onError }).identify({
      id: 'p',
      type: 'prospect',
    });
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'broken');
    expect(ok.calls).toHaveLength(1);
  });
});

describe('adapters', () => {
  test('the first-party adapter queues records, tagged with the prospect once identified', () => {
    const sent: TrackingRecord[] = [];
    const adapter = firstPartyAdapter((record) => sent.push(record));
    adapter.page({
      hostname: 'h',
      language: 'fr',
      screen: '1x1',
      url: `/${'u'.repeat(3000)}`,
      title: 't',
      referrer: '',
    });
    adapter.identify({ id: 'p1', type: 'prospect' });
    adapter.identify({ id: 'p1', type: 'prospect' });
    adapter.event(event);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({ type: 'page', hostname: 'h' });
    expect(sent[0]).not.toHaveProperty('prospect_id');
    // The contract's longest url: a longer one would get the whole batch refused.
    expect((sent[0] as { url: string }).url).toHaveLength(2000);
    expect(sent[1]).toEqual({
      type: 'event',
      name: 'identify',
      data: { eventType: 'identify', eventCategory: 'prospect', eventId: 'p1' },
      prospect_id: 'p1',
    });
    expect(sent[2]).toMatchObject({ type: 'event', name: event.name, prospect_id: 'p1' });
  });

  test('the console adapter logs identify calls', () => {
    const log = vi.fn();
    consoleAdapter(log).identify({ id: 'p1', type: 'prospect' });
    expect(log).toHaveBeenCalledWith('[analytics] identify', { id: 'p1', type: 'prospect' });
  });
});
