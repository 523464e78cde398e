import { lazyScreen } from '../runtime/lazy-screen.ts';

/** The subscription routes that show a screen (the bare criteria and confirmation routes only redirect). */
export type StepRouteName =
  | 'subscription.accepted'
  | 'subscription.activity'
  | 'subscription.broker'
  | 'subscription.cancelled'
  | 'subscription.city'
  | 'subscription.company'
  | 'subscription.confirmation.step'
  | 'subscription.criteria.step'
  | 'subscription.documents'
  | 'subscription.finalization'
  | 'subscription.killing'
  | 'subscription.offer'
  | 'subscription.payment'
  | 'subscription.qualification'
  | 'subscription.reviewing'
  | 'subscription.shareholders'
  | 'subscription.signature'
  | 'subscription.unhooking';

/**
 * Each step screen in its own chunk (ARCHITECTURE.md: each step's code is split out; the first screen loads
 * only what it needs).
 */
export const STEP_SCREENS = {
  'subscription.accepted': lazyScreen(() => import('./accepted/accepted-screen.tsx'), 'AcceptedScreen'),
  'subscription.activity': lazyScreen(() => import('./activity/activity-screen.tsx'), 'ActivityScreen'),
  'subscription.broker': lazyScreen(() => import('./broker/broker-screen.tsx'), 'BrokerScreen'),
  'subscription.cancelled': lazyScreen(() => import('./cancelled/cancelled-screen.tsx'), 'CancelledScreen'),
  'subscription.city': lazyScreen(() => import('./city/city-screen.tsx'), 'CityScreen'),
  'subscription.company': lazyScreen(() => import('./company/company-screen.tsx'), 'CompanyScreen'),
  'subscription.confirmation.step': lazyScreen(
    () => import('./confirmation/confirmation-screen.tsx'),
    'ConfirmationScreen',
  ),
  'subscription.criteria.step': lazyScreen(() => import('./criteria/criteria-screen.tsx'), 'CriteriaScreen'),
  'subscription.documents': lazyScreen(() => import('./documents/documents-screen.tsx'), 'DocumentsScreen'),
  'subscription.finalization': lazyScreen(
    () => import('./finalization/finalization-screen.tsx'),
    'FinalizationScreen',
  ),
  'subscription.killing': lazyScreen(() => import('./killing/killing-screen.tsx'), 'KillingScreen'),
  'subscription.offer': lazyScreen(() => import('./offer/offer-screen.tsx'), 'OfferScreen'),
  'subscription.payment': lazyScreen(() => import('./payment/payment-screen.tsx'), 'PaymentScreen'),
  'subscription.qualification': lazyScreen(
    () => import('./qualification/qualification-screen.tsx'),
    'QualificationScreen',
  ),
  'subscription.reviewing': lazyScreen(() => import('./reviewing/reviewing-screen.tsx'), 'ReviewingScreen'),
  'subscription.shareholders': lazyScreen(
    () => import('./shareholders/shareholders-screen.tsx'),
    'ShareholdersScreen',
  ),
  'subscription.signature': lazyScreen(() => import('./signature/signature-screen.tsx'), 'SignatureScreen'),
  'subscription.unhooking': lazyScreen(() => import('./unhooking/unhooking-screen.tsx'), 'UnhookingScreen'),
} satisfies Record<StepRouteName, unknown>;
