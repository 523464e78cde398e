import type { MessageId } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { type Direction, MAIN_PATH, PREFETCH_DELAY_MS } from '@souscrire/workflow';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { STEP_TITLES, type StepScreenName } from '../app/message-ids.ts';
import { useShowFailure } from '../app/use-show-failure.ts';
import { useText } from '../app/use-text.ts';
import { isSubscriptionSigned } from '../core/subscription-signed.ts';
import { useScreenTitle } from '../layouts/screen-title.ts';
import { preloadScreenAt } from '../router/prefetch-neighbours.ts';
import { schedulePrefetch } from '../runtime/schedule-prefetch.ts';
import { useMoves, useStepNavigator, useSubscription } from './step-context.ts';
import { StepFormContext, type StepFormLink } from './step-form.tsx';
import { SubscriptionSignedNotice } from './subscription-signed-notice.tsx';

/** Props of {@link StepFrame}. */
export type StepFrameProps = {
  /** The step whose title is the page heading. */
  step: StepScreenName;
  /** Another heading than the step's title, when the screen's state changes it (contact details: company). */
  title?: MessageId | undefined;
  /** The screen's content, between the heading and the actions. */
  children?: ReactNode;
  /**
   * The screen's answers are a {@link StepForm} (UX: every answer saved on the server): Continue is its submit
   * button, so its fields are checked and its `onContinue` saves them before the workflow moves, and Continue
   * waits while the form is not shown yet. Without it, Continue moves at once (frame-only screens).
   */
  withForm?: boolean;
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
   * Why Continue cannot move on yet (the signature: sign the documents first): pressing Continue says it next to
   * the button, tied to it (`aria-describedby`) and announced, and stays.
   */
  continueRefusal?: string | undefined;
  /**
   * How Continue looks: secondary while another action on the screen is the one to take first (the signature:
   * the signing frame's own button), so a screen shows one primary action at a time.
   */
  continueVariant?: 'primary' | 'secondary';
};

/**
 * The frame of a step screen: its title as the page heading (focused when the screen arrives), the screen's
 * content, and Back and Continue that move through the workflow for real. The next screen is prefetched
 * 1000 ms after load on a non-slow connection. A screen with answers draws them in a {@link StepForm} and says
 * so (`withForm`): Continue submits that form, whose `onContinue` saves them before the frame moves. Continue
 * takes one path: pressed (or Enter in the form), checked, saved, then the workflow's move.
 *
 * @example
 * <StepFrame step="activity" withForm>
 *   <StepForm onContinue={save} errorSummaryTitle={t('layout.error-summary.title')}><ActivityField /></StepForm>
 * </StepFrame>
 */
export function StepFrame({
  step,
  title,
  children,
  withForm = false,
  isLoading = false,
  summary,
  canGoBack = true,
  canContinue = true,
  continueRefusal,
  continueVariant = 'primary',
}: StepFrameProps) {
  const t = useText();
  const { preload } = useStepNavigator();
  const continueErrorId = useId();
  const { subStep } = useSubscription();
  const moves = useMoves();
  const { go, pending } = moves;
  const backward = canGoBack ? moves.backward : undefined;
  // A side state (qualification, cancelled, reviewing, accepted, broker, and unhooking after qualification)
  // is not a step to continue from: it says what happens next and offers its own actions.
  const onMainPath = (MAIN_PATH as readonly string[]).includes(step);
  const forward = onMainPath && canContinue ? moves.forward : undefined;

  const nextHref = forward?.href;
  useEffect(() => {
    if (!nextHref) return;
    const connection = (
      navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
    ).connection;
    return schedulePrefetch(() => preload(nextHref), { delayMs: PREFETCH_DELAY_MS, connection });
  }, [nextHref, preload]);

  const showToast = useShowFailure();
  // A write refused because the subscription is signed is no passing failure: the frame says so and links
  // the customer space, where a change is asked for as an amendment.
  const [signed, setSigned] = useState(false);
  const showFailure = (error: unknown) => (isSubscriptionSigned(error) ? setSigned(true) : showToast(error));

  const move = (direction: Direction) => go(direction).catch(showFailure);

  // The screen's save runs as a mutation: Continue shows it pending; a failure shows and stays.
  const saving = useMutation({ mutationFn: async (run: () => Promise<boolean> | boolean) => run() });
  // Pressing Continue before the screen allows it says why, next to it.
  const [refused, setRefused] = useState(false);
  const canPress = forward !== undefined && !isLoading && !saving.isPending && pending === null;

  // Continue's one path: a press (or the screen's form submitted, its fields valid), the screen's save if it
  // has one, then the workflow's move.
  const continueWith = async (run?: () => Promise<boolean> | boolean) => {
    if (!canPress) return;
    if (continueRefusal) {
      setRefused(true);
      return;
    }
    const saved = run
      ? await saving.mutateAsync(run).catch((error: unknown) => {
          showFailure(error);
          return false;
        })
      : true;
    if (saved) await move('forward');
  };
  const formId = useId();
  const formLink: StepFormLink = {
    id: formId,
    submitted: (form, handler) => void continueWith(handler && (() => handler(form))),
  };
  const continueError = refused ? continueRefusal : undefined;

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

  return (
    <article className="sc-step" data-step={step}>
      <Heading level={1} ref={headingRef} tabIndex={-1}>
        {t(heading)}
      </Heading>
      {signed && <SubscriptionSignedNotice />}
      <StepFormContext value={formLink}>{children}</StepFormContext>
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
              // With a form, Continue is its submit button: the browser checks the fields, then submits it (Enter
              // in a field presses Continue the same way), and the form's submit runs Continue's path.
              type={withForm ? 'submit' : 'button'}
              form={withForm ? formLink.id : undefined}
              aria-describedby={continueError ? continueErrorId : undefined}
              isDisabled={isLoading}
              isPending={saving.isPending || pending === 'forward'}
              pendingLabel={t('ui.loading')}
              onPress={() => {
                // The next screen's code loads beside the checks and the save.
                preloadScreenAt(forward.href);
                if (!withForm) void continueWith();
              }}
            >
              {t('common.continue')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
