import { Link } from '@souscrire/ui/link';
import { routeForStep } from '@souscrire/workflow';
import { useText } from '../app/use-text.ts';
import { targetPath } from '../router/target-path.ts';
import { useSubscription } from '../steps/step-context.ts';
import { SIDEBAR_LABELS, useIsSubscriptionFinished, useJourneyProgress } from './sidebar-steps.ts';

/**
 * The steps of the sidebar with where the visitor is (honest progress): only the steps
 * relevant to this prospect, numbered in the order they are met; done only what was done; steps the workflow
 * lets the visitor enter are links, until the subscription is finished (its contract issued: none is); the
 * current one is marked `aria-current="step"`.
 */
export function StepNavigation() {
  const t = useText();
  const { locale, prospectId, navigation } = useSubscription();
  const progress = useJourneyProgress();
  const current = progress?.current?.number ?? 0;
  const finished = useIsSubscriptionFinished();
  return (
    <nav aria-label={t('layout.steps-navigation')} className="sc-step-navigation">
      <ol>
        {progress?.entries.map((entry) => {
          const route =
            entry.target && entry.state !== 'current' && !finished ? routeForStep(entry.target) : undefined;
          return (
            <li
              key={entry.group}
              data-state={entry.state}
              aria-current={entry.state === 'current' ? 'step' : undefined}
            >
              <span className="sc-step-navigation__marker" aria-hidden="true">
                {entry.number}
              </span>
              {route?.ok ? (
                <Link
                  href={targetPath(route.value, locale, prospectId)}
                  onPress={() => navigation.move(entry.number < current ? 'backward' : 'forward')}
                >
                  {t(SIDEBAR_LABELS[entry.group])}
                </Link>
              ) : (
                <span>{t(SIDEBAR_LABELS[entry.group])}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
