import type { MessageId } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { type Direction, MAIN_PATH, PREFETCH_DELAY_MS, stepForRoute } from '@souscrire/workflow';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { STEP_TITLES, type StepScreenName } from '../app/message-ids.ts';
import { useShowFailure } from '../app/use-show-failure.ts';
import { useText } from '../app/use-text.ts';
import { isSubscriptionSigned } from '../core/subscription-signed.ts';
import { useScreenTitle } from '../layouts/screen-title.ts';
import { preloadScreenAt } from '../router/prefetch-neighbours.ts';
import { schedulePrefetch } from '../runtime/schedule-prefetch.ts';
import { type ContinueHandler, type RegisterContinue, StepContinueContext } from './step-continue.ts';
import { SubscriptionSignedNotice } from './subscription-signed-notice.tsx';
import { useSubscription } from './use-subscription.ts';
import { useWorkflowMoves } from './use-workflow-moves.ts';

/** Props of {@link StepFrame}. */
export type StepFrameProps = {
  /** The step whose title is the page heading. */
  step: StepScreenName;
  /** Another heading than the step's title, when the screen's state changes it (contact details: company). */
  title?: MessageId | undefined;
  /** The screen's content, between the heading and the actions. */
  children?: ReactNode;
  /**
   * Runs when the visitor presses Continue, before the workflow moves (UX: every answer saved on the server).
   * The screen validates and saves its answers; resolving `false` keeps the visitor on the screen (the screen
   * shows its own errors); resolving `true` moves on. A rejection shows the error toast and stays. Without it,
   * Continue moves at once (frame-only screens).
   */
  onContinue?: ContinueHandler | undefined;
  /**
   * Lets the screen press Continue itself (its form submitted with Enter, `useFormContinue`): the frame
   * registers its Continue there while Continue is offered and enabled.
   */
  registerPress?: ((press: () => void) => () => void) | undefined;
  /** The screen's own data is still loading: Continue waits (disabled) rather than save an empty form. */
  isLoading?: boolean;
  /**
   * A short summary of the answers kept next to Back and Continue: on a phone the bar stays at the bottom of
   * the screen while the visitor scrolls (the offer: formula, excess, options, total).
   */
  summary?: ReactNode;
  /** Whether Back is offered; false where going back makes no sense (finalization: the contract is made). */
  canGoBack?: boolean;
  /**
   * Whether Continue is offered; false where the screen's own action moves on (payment: one action per
   * screen, its Pay button).
   */
  canContinue?: boolean;
  /**
   * Why Continue cannot move on yet, shown next to it and tied to it (`aria-describedby`), announced when it
   * appears: what to do first (the signature: sign the documents).
   */
  continueError?: string | undefined;
  /**
   * How Continue looks: secondary while another action on the screen is the one to take first (the signature:
   * the signing frame's own button), so a screen shows one primary action at a time.
   */
  continueVariant?: 'primary' | 'secondary';
};

/**
 * The frame of a step screen: its title as the page heading (focused when the screen arrives), the screen's
 * content, and Back and Continue that move through the workflow for real. The next screen is prefetched
 * 1000 ms after load on a non-slow connection. A screen with answers passes `onContinue` so Continue
 * saves them before moving.
 *
 * @example
 * <StepFrame step="activity" onContinue={async () => (await save()).ok}>
 *   <ActivityField />
 * </StepFrame>
 */
export function StepFrame({
  step,
  title,
  children,
  onContinue,
  registerPress,
  isLoading = false,
  summary,
  canGoBack = true,
  canContinue = true,
  continueError,
  continueVariant = 'primary',
}: StepFrameProps) {
  const t = useText();
  const router = useRouter();
  const continueErrorId = useId();
  const { subStep } = useSubscription();
  const routeName = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.routeName });
  const workflowStep = routeName ? stepForRoute(routeName) : null;
  const moves = useWorkflowMoves(workflowStep, subStep ?? null);
  const { go, pending } = moves;
  const backward = canGoBack ? moves.backward : undefined;
  // A side state (qualification, cancelled, reviewing, accepted, broker, and unhooking after qualification)
  // is not a step to continue from: it says what happens next and offers its own actions.
  const onMainPath = (MAIN_PATH as readonly string[]).includes(step);
  const forward = onMainPath && canContinue ? moves.forward : undefined;
  const [saving, setSaving] = useState(false);

  const nextHref = forward?.href;
  useEffect(() => {
    if (!nextHref) return;
    const connection = (
      navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
    ).connection;
    // The address is a plain path of our own route table, which TanStack resolves like a `to`.
    return schedulePrefetch(() => router.preloadRoute({ to: nextHref as '/' }), {
      delayMs: PREFETCH_DELAY_MS,
      connection,
    });
  }, [nextHref, router]);

  const showToast = useShowFailure();
  // A write refused because the subscription is signed is no passing failure: the frame says so and links
  // the customer space, where a change is asked for as an amendment.
  const [signed, setSigned] = useState(false);
  const showFailure = (error: unknown) => (isSubscriptionSigned(error) ? setSigned(true) : showToast(error));

  const move = (direction: Direction) => go(direction).catch(showFailure);

  // The framed content's own handler (useStepContinue), registered from its effects.
  const registered = useRef<ContinueHandler | null>(null);
  const register = useCallback<RegisterContinue>((handler) => {
    registered.current = handler;
    return () => {
      if (registered.current === handler) registered.current = null;
    };
  }, []);

  const continueForward = async () => {
    if (forward) preloadScreenAt(forward.href);
    const handler = registered.current ?? onContinue;
    if (!handler) return move('forward');
    setSaving(true);
    let saved = false;
    try {
      saved = await handler();
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
    if (saved) await move('forward');
  };

  // Every new screen (a step, or a sub-step of one) moves the focus to its heading, so that a keyboard or
  // screen reader user starts at the top of what changed rather than on <body> or a Continue that is gone
  // (GOV.UK's pattern: https://design-system.service.gov.uk/patterns/question-pages/).
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen's step and sub-step are what makes it a new screen.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step, subStep]);

  // The page title says what the heading says.
  const heading = title ?? STEP_TITLES[step];
  useScreenTitle(heading);

  const canPress = forward !== undefined && !isLoading && !saving && pending === null;
  useEffect(() => (canPress ? registerPress?.(() => void continueForward()) : undefined));

  return (
    <article className="sc-step" data-step={step}>
      <Heading level={1} ref={headingRef} tabIndex={-1}>
        {t(heading)}
      </Heading>
      {signed && <SubscriptionSignedNotice />}
      <StepContinueContext value={register}>{children}</StepContinueContext>
      {(forward || backward) && (
        <div className="sc-step__actions" data-summary={summary ? true : undefined}>
          {summary}
          {forward && continueError && (
            <p id={continueErrorId} className="sc-step__continue-error" role="alert">
              {continueError}
            </p>
          )}
          {backward && (
            <Button
              variant="secondary"
              isPending={pending === 'backward'}
              pendingLabel={t('ui.loading')}
              onPress={() => {
                preloadScreenAt(backward.href);
                void move('backward');
              }}
            >
              {t('common.back')}
            </Button>
          )}
          {forward && (
            <Button
              variant={continueVariant}
              className="sc-step__continue"
              aria-describedby={continueError ? continueErrorId : undefined}
              isDisabled={isLoading}
              isPending={saving || pending === 'forward'}
              pendingLabel={t('ui.loading')}
              onPress={() => void continueForward()}
            >
              {t('common.continue')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
