import type { MessageId } from '@souscrire/i18n';
import { type ScreenName, type StepRow, SUBSCRIPTION_ROUTES } from '@souscrire/workflow';

/**
 * The message ids the journey's frame shows, in one place: every user-visible text goes through
 * `@souscrire/i18n` (STYLE.md), whose catalogues hold the texts in fr, en, de, it and es.
 */
export const MESSAGES = {
  brandHome: 'layout.home-link',
  skipToContent: 'layout.skip-link',
  homeTitle: 'home.title',
  loginTitle: 'login.title',
  homeIntro: 'home.intro',
  homeProductLabel: 'home.product.label',
  homeProductPlaceholder: 'home.product.placeholder',
  homeProductLoading: 'home.product.loading',
  homeNoProduct: 'home.product.empty',
  homeNoResults: 'home.product.no-results',
  homeProductError: 'home.product.error',
  homeStart: 'home.submit',
  subscriptionTitle: 'layout.subscription.title',
  continue: 'common.continue',
  back: 'common.back',
  close: 'ui.close',
  yes: 'common.yes',
  no: 'common.no',
  menuOpen: 'layout.menu.open',
  menuClose: 'layout.menu.close',
  progress: 'layout.step-counter',
  stepsNavigation: 'layout.steps-navigation',
  sidebarTitle: 'sidebar.title',
  sidebarProduct: 'sidebar.product',
  needHelp: 'sidebar.actions.need-help',
  needHelpTitle: 'need-help.title',
  needHelpText: 'need-help.body',
  saveForLater: 'sidebar.actions.save-for-later',
  saveForLaterTitle: 'save-for-later.title',
  saveForLaterIntro: 'save-for-later.intro',
  saveForLaterSubmit: 'save-for-later.submit',
  sendOffer: 'sidebar.actions.send-offer',
  sendOfferTitle: 'send-offer.title',
  sendOfferIntro: 'send-offer.intro',
  sendOfferSubmit: 'send-offer.submit',
  emailLabel: 'email-form.email.label',
  acceptTermsLabel: 'email-form.terms.label',
  emailSentTitle: 'toast.email-sent.title',
  emailSentMessage: 'toast.email-sent.message',
  emailFormIncomplete: 'errors.email-and-terms',
  required: 'errors.required',
  invalidEmail: 'errors.email',
  errorSummaryTitle: 'layout.error-summary.title',
  errorToastTitle: 'toast.error.title',
  leaveTitle: 'leave.title',
  leaveMessage: 'leave.message',
  notFoundTitle: 'error-page.not-found.title',
  notFoundDetails: 'error-page.not-found.details',
  maintenanceTitle: 'error-page.maintenance.title',
  maintenanceDetails: 'error-page.maintenance.details',
  maintenanceSignature: 'error-page.maintenance.signature',
  genericTitle: 'error-page.generic.title',
  genericDetails: 'error-page.generic.details',
  goHome: 'error-page.go-home',
  defaultAlert: 'errors.generic',
  tooManyRequests: 'errors.too-many-requests',
  signatureCallbackDone: 'signature.callback.done',
  debugTitle: 'debug.title',
  loading: 'ui.loading',
  navigating: 'layout.navigating',
  notifications: 'toast.region',
  languageSwitcher: 'layout.language-switcher.label',
} as const satisfies Record<string, MessageId>;

type FollowUp = StepRow['followUps'][number];

/** Each screen's title message id, with the literal types of the step registry's rows. */
type ScreenTitles = { readonly [Row in StepRow as Row['step']]: Row['title'] } & {
  readonly [Row in FollowUp as Row['route'] extends `subscription.${infer Screen}`
    ? Screen
    : never]: Row['title'];
};

/**
 * The title of each step screen (the page heading and the page title), from the step registry; every one is
 * checked to be a message id of the catalogues.
 */
export const STEP_TITLES = Object.fromEntries(
  SUBSCRIPTION_ROUTES.flatMap((route) => (route.screen && route.title ? [[route.screen, route.title]] : [])),
) as ScreenTitles satisfies Record<ScreenName, MessageId>;

/** A step screen's name. */
export type StepScreenName = ScreenName;
