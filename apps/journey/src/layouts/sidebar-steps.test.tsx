import type { WorkflowStepName } from '@souscrire/core-api';
import { JOURNEY_ORDER } from '@souscrire/workflow';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { journeyMutations, runMutation } from '../router/journey-mutations.ts';
import { screenContext } from '../steps/screen-test-kit.tsx';
import { StepContext } from '../steps/step-context.ts';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

const at: { step: WorkflowStepName } = { step: 'payment' };

/** A workflow at `at.step`, every step of the journey relevant and reached up to it. */
function workflowAt(step: WorkflowStepName) {
  const reached = JOURNEY_ORDER.indexOf(step);
  return {
    current_step: step,
    current_sub_step: null,
    biggest_step: step,
    steps: JOURNEY_ORDER.map((slug, index) => ({
      slug,
      is_current: slug === step,
      is_relevant: !['broker', 'qualification', 'accepted', 'cancelled', 'reviewing'].includes(slug),
      can_go_to: index <= reached,
    })),
  };
}

vi.mock('@souscrire/ui/modal-layer', () => ({ useModalLayer: () => ({ openModal: () => undefined }) }));
vi.mock('@souscrire/ui/toast', () => ({ useToasts: () => ({ show: () => undefined }) }));
vi.mock('../app/use-show-failure.ts', () => ({ useShowFailure: () => () => undefined }));

/** The sidebar's steps and actions, for a subscription at `at.step`. */
async function renderSidebar(queryClient = new QueryClient()) {
  const subscription = {
    queryClient,
    locale: 'en-FR',
    tenant: 'plussimple',
    prospectId: '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60',
    prospect: { email: 'jeanne@example.com' },
    config: { tenants: {}, supportPhone: '01 00 00 00 00' },
    navigation: { move: () => undefined },
    api: {},
    workflow: workflowAt(at.step),
  };
  await renderWithMessages(
    <StepContext value={screenContext(subscription)}>
      <StepNavigation />
      <SubscriptionActions />
    </StepContext>,
  );
}

describe('the sidebar once the contract is issued', () => {
  beforeEach(() => {
    at.step = 'payment';
  });

  test('before the finalization, earlier steps are links and the e-mail actions are offered', async () => {
    await renderSidebar();
    expect(screen.getByRole('link', { name: 'Offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save for later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Receive the offer by e-mail' })).toBeTruthy();
  });

  test('on the finalization, no step is a link and only Need help stays', async () => {
    at.step = 'finalization';
    await renderSidebar();
    expect(screen.getByText('Offer')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Need help']);
  });
});

describe('the sidebar while a move is under way', () => {
  test('marks the step the visitor moved to as current while its position is written', async () => {
    at.step = 'confirmation';
    const queryClient = new QueryClient();
    // The core has not answered the write yet.
    const api = { writePosition: () => new Promise(() => {}) };
    await renderSidebar(queryClient);
    const current = () => screen.getByRole('navigation').querySelector('[aria-current="step"]')?.textContent;
    expect(current()).toContain('Contact details');

    // Continue to the offer: its screen shows before the core has answered the write.
    act(() => {
      void runMutation(
        queryClient,
        journeyMutations.writePosition(
          queryClient,
          api as never,
          'plussimple',
          '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60',
        ),
        { step: 'offer', subStep: null },
      );
    });
    await vi.waitFor(() => expect(current()).toContain('Offer'));
    expect(screen.getByRole('navigation').querySelector('[data-state="done"]')?.textContent).toContain(
      'Information',
    );
  });
});
