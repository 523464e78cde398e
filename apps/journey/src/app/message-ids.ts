import type { MessageId } from '@souscrire/i18n';
import { type ScreenName, type StepRow, SUBSCRIPTION_ROUTES } from '@souscrire/workflow';

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
