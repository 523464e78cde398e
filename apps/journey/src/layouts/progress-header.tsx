import { useState } from 'react';
import { useText } from '../app/use-text.ts';
import { SIDEBAR_LABELS, useJourneyProgress } from './sidebar-steps.ts';
import { StepNavigation } from './step-navigation.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * The phone's compact progress header (UX: 'Step 3 of 9: Offer') with a menu holding the steps and the three
 * actions. The menu is a disclosure, not a modal, so following a step link in it is a plain navigation. The
 * numbers are the sidebar's: the steps relevant to this prospect, in the order they are met.
 */
export function ProgressHeader() {
  const t = useText();
  const progress = useJourneyProgress();
  const [open, setOpen] = useState(false);
  const current = progress?.current;
  return (
    <section className="sc-progress-header" aria-label={t('sidebar.title')}>
      <div className="sc-progress-header__bar">
        {progress && current && (
          <p className="sc-progress-header__text">
            {t('layout.step-counter', {
              current: current.number,
              total: progress.entries.length,
              label: t(SIDEBAR_LABELS[current.group]),
            })}
          </p>
        )}
        <button
          type="button"
          className="sc-progress-header__menu-button"
          aria-expanded={open}
          aria-controls="sc-progress-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'layout.menu.close' : 'layout.menu.open')}
        </button>
      </div>
      <div id="sc-progress-menu" className="sc-progress-header__menu" hidden={!open}>
        <StepNavigation />
        <SubscriptionActions />
      </div>
    </section>
  );
}
