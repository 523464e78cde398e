import { Link } from '@souscrire/ui/link';
import { routeForStep } from '@souscrire/workflow';
import { MESSAGES } from '../app/message-ids.ts';
import { useText } from '../app/use-text.ts';
import { targetPath } from '../router/target-path.ts';
import { useSubscription } from '../steps/use-subscription.ts';
import { SIDEBAR_STEPS, sidebarIndexOf } from './sidebar-steps.ts';

/**
 * The steps of the sidebar (spec 2) with where the visitor is: past steps the workflow lets them enter again
 * are links; the current one is marked `aria-current="step"`.
 */
export function StepNavigation() {
  const t = useText();
  const { workflow, locale, prospectId, navigation } = useSubscription();
  const current = workflow ? sidebarIndexOf(workflow.current_step) : -1;
  return (
    <nav aria-label={t(MESSAGES.stepsNavigation)} className="sc-step-navigation">
      <ol>
        {SIDEBAR_STEPS.map((entry, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'upcoming';
          const target = workflow?.steps.find(
            (step) =>
              (entry.steps as readonly string[]).includes(step.slug) && step.is_relevant && step.can_go_to,
          );
          const route = target && index !== current ? routeForStep(target.slug) : undefined;
          return (
            <li key={entry.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="sc-step-navigation__marker" aria-hidden="true">
                {index + 1}
              </span>
              {route?.ok ? (
                <Link
                  href={targetPath(route.value, locale, prospectId)}
                  onPress={() => navigation.move(index < current ? 'backward' : 'forward')}
                >
                  {t(entry.label)}
                </Link>
              ) : (
                <span>{t(entry.label)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
