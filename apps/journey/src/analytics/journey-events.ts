import type { AnalyticsEvent } from './analytics-adapter.ts';

/** The category of every journey event: they all tell how a subscription went. */
const CATEGORY = 'subscription';

/**
 * The journey's meaningful events, with the tracking payload: a name (cut to 50 characters when sent)
 * and data with eventType, eventCategory and eventId, plus what tells them apart (the step, the formula...).
 * Every adapter receives them alike; the funnel report (the core's `/dev/funnel`) reads `subscription
 * finalized`.
 */
export const JOURNEY_EVENTS = {
  /** Continue moved the workflow on from a step (or a sub-step of criteria and confirmation). */
  stepCompleted: (step: string, subStep: string | null): AnalyticsEvent => ({
    name: 'step completed',
    data: {
      eventType: 'step',
      eventCategory: CATEGORY,
      eventId: subStep ? `${step}/${subStep}` : step,
      step,
      ...(subStep ? { subStep } : {}),
    },
  }),
  /** A formula was chosen on the offer screen. */
  formulaChosen: (formula: string): AnalyticsEvent => ({
    name: 'formula chosen',
    data: { eventType: 'offer', eventCategory: CATEGORY, eventId: `formula-${formula}`, formula },
  }),
  /** A payment method (card or sepa) was chosen. */
  paymentMethodChosen: (method: string): AnalyticsEvent => ({
    name: 'payment method chosen',
    data: { eventType: 'payment', eventCategory: CATEGORY, eventId: 'payment-method-chosen', method },
  }),
  /** A payment was declined or failed. */
  paymentFailed: (method: string): AnalyticsEvent => ({
    name: 'payment failed',
    data: { eventType: 'payment', eventCategory: CATEGORY, eventId: 'payment-failed', method },
  }),
  /** The subscription was finalized: the visitor is a client. */
  subscriptionFinalized: (): AnalyticsEvent => ({
    name: 'subscription finalized',
    data: { eventType: 'finalization', eventCategory: CATEGORY, eventId: 'subscription-finalized' },
  }),
  /** The offer was sent by e-mail (Receive the offer by e-mail). */
  offerSentByEmail: (): AnalyticsEvent => ({
    name: 'offer sent by e-mail',
    data: { eventType: 'email', eventCategory: CATEGORY, eventId: 'offer-email' },
  }),
  /** A resume link was sent by e-mail (Save for later). */
  savedForLater: (): AnalyticsEvent => ({
    name: 'save for later',
    data: { eventType: 'email', eventCategory: CATEGORY, eventId: 'save-for-later' },
  }),
} satisfies Record<string, (...args: never[]) => AnalyticsEvent>;

/** One function per journey event, each sending it to the analytics tools. */
export type JourneyTracker = {
  [Name in keyof typeof JOURNEY_EVENTS]: (...args: Parameters<(typeof JOURNEY_EVENTS)[Name]>) => void;
};

/**
 * The journey's events bound to an analytics facade.
 *
 * @example
 * trackerOf(analytics).formulaChosen('balanced');
 */
export function trackerOf(analytics: { event(event: AnalyticsEvent): void }): JourneyTracker {
  return Object.fromEntries(
    Object.entries(JOURNEY_EVENTS).map(([name, build]) => [
      name,
      (...args: unknown[]) => analytics.event((build as (...args: unknown[]) => AnalyticsEvent)(...args)),
    ]),
  ) as JourneyTracker;
}
