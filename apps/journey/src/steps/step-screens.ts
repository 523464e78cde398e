import { lazyRouteComponent } from '@tanstack/react-router';

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
  'subscription.accepted': lazyRouteComponent(
    () => import('./accepted/accepted-screen.tsx'),
    'AcceptedScreen',
  ),
  'subscription.activity': lazyRouteComponent(
    () => import('./activity/activity-screen.tsx'),
    'ActivityScreen',
  ),
  'subscription.broker': lazyRouteComponent(() => import('./broker/broker-screen.tsx'), 'BrokerScreen'),
  'subscription.cancelled': lazyRouteComponent(
    () => import('./cancelled/cancelled-screen.tsx'),
    'CancelledScreen',
  ),
  'subscription.city': lazyRouteComponent(() => import('./city/city-screen.tsx'), 'CityScreen'),
  'subscription.company': lazyRouteComponent(() => import('./company/company-screen.tsx'), 'CompanyScreen'),
  'subscription.confirmation.step': lazyRouteComponent(
    () => import('./confirmation/confirmation-screen.tsx'),
    'ConfirmationScreen',
  ),
  'subscription.criteria.step': lazyRouteComponent(
    () => import('./criteria/criteria-screen.tsx'),
    'CriteriaScreen',
  ),
  'subscription.documents': lazyRouteComponent(
    () => import('./documents/documents-screen.tsx'),
    'DocumentsScreen',
  ),
  'subscription.finalization': lazyRouteComponent(
    () => import('./finalization/finalization-screen.tsx'),
    'FinalizationScreen',
  ),
  'subscription.killing': lazyRouteComponent(() => import('./killing/killing-screen.tsx'), 'KillingScreen'),
  'subscription.offer': lazyRouteComponent(() => import('./offer/offer-screen.tsx'), 'OfferScreen'),
  'subscription.payment': lazyRouteComponent(() => import('./payment/payment-screen.tsx'), 'PaymentScreen'),
  'subscription.qualification': lazyRouteComponent(
    () => import('./qualification/qualification-screen.tsx'),
    'QualificationScreen',
  ),
  'subscription.reviewing': lazyRouteComponent(
    () => import('./reviewing/reviewing-screen.tsx'),
    'ReviewingScreen',
  ),
  'subscription.shareholders': lazyRouteComponent(
    () => import('./shareholders/shareholders-screen.tsx'),
    'ShareholdersScreen',
  ),
  'subscription.signature': lazyRouteComponent(
    () => import('./signature/signature-screen.tsx'),
    'SignatureScreen',
  ),
  'subscription.unhooking': lazyRouteComponent(
    () => import('./unhooking/unhooking-screen.tsx'),
    'UnhookingScreen',
  ),
} satisfies Record<StepRouteName, unknown>;
