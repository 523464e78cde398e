import { useRouterState } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useText } from '../app/use-text.ts';
import { SIDEBAR_LABELS, useJourneyProgress } from './sidebar-steps.ts';
import { StepNavigation } from './step-navigation.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * The phone's compact progress header (UX: 'Step 3 of 9: Offer') with a menu holding the steps and the three
 * actions. The menu is a disclosure, not a modal, so following a step link in it is a plain navigation. The
 * numbers are the sidebar's: the steps relevant to this prospect, in the order they are met; the total is given
 * once the company has settled it ('Step 1: Information' before), so it never changes mid-journey. The menu belongs to
 * the page it was opened on: the next screen starts with it closed. Escape closes it and gives the focus back
 * to its button.
 */
export function ProgressHeader() {
  const t = useText();
  const progress = useJourneyProgress();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const current = progress?.current;
  return (
    <section
      className="sc-progress-header"
      aria-label={t('sidebar.title')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenOn(undefined);
        button.current?.focus();
      }}
    >
      <div className="sc-progress-header__bar">
        {progress && current && (
          <p className="sc-progress-header__text">
            {progress.total === null
              ? t('layout.step-counter-first', {
                  current: current.number,
                  label: t(SIDEBAR_LABELS[current.group]),
                })
              : t('layout.step-counter', {
                  current: current.number,
                  total: progress.total,
                  label: t(SIDEBAR_LABELS[current.group]),
                })}
          </p>
        )}
        <button
          ref={button}
          type="button"
          className="sc-progress-header__menu-button"
          aria-expanded={open}
          aria-controls="sc-progress-menu"
          onClick={() => setOpenOn(open ? undefined : pathname)}
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
