import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Stepper, type StepperStep } from './stepper.tsx';

const steps: StepperStep[] = [
  { id: 'information', label: 'Information', status: 'done', href: '/en-FR/subscription/1/activity' },
  { id: 'eligibility', label: 'Eligibility', status: 'done' },
  { id: 'offer', label: 'Offer', status: 'current' },
  { id: 'documents', label: 'Documents', status: 'upcoming' },
  { id: 'signature', label: 'Signature', status: 'locked' },
];

const statusLabels = {
  done: 'completed',
  current: 'current step',
  upcoming: 'not started',
  locked: 'locked',
};

function renderStepper(onSelect?: (id: string) => void) {
  return render(
    <Stepper
      steps={steps}
      label="Your progress"
      statusLabels={statusLabels}
      menuLabel="All steps"
      formatCompact={(position, total, label) => `Step ${position} of ${total}: ${label}`}
      {...(onSelect ? { onSelect } : {})}
    />,
  );
}

describe('Stepper (sidebar)', () => {
  test('lists every step in a navigation landmark, with its status for screen readers', () => {
    renderStepper();
    const nav = screen.getByRole('navigation', { name: 'Your progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Information, completed',
      'Eligibility, completed',
      '3Offer, current step',
      '4Documents, not started',
      'Signature, locked',
    ]);
    expect(within(items[2] as HTMLElement).getByText('Offer').parentElement).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('done steps link back; upcoming and locked steps are not links', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderStepper(onSelect);
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: /^Information\s*, completed$/ })).toHaveAttribute(
      'href',
      '/en-FR/subscription/1/activity',
    );
    await user.click(within(list).getByRole('link', { name: /^Eligibility\s*, completed$/ }));
    expect(onSelect).toHaveBeenCalledWith('eligibility');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  test('without onSelect, a done step without href is not a link', () => {
    renderStepper();
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(1);
  });
});

describe('Stepper (phone header)', () => {
  test('says where the visitor is and opens a menu of the steps', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderStepper(onSelect);
    expect(screen.getByText('Step 3 of 5: Offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All steps' }));
    const menu = screen.getByRole('menu', { name: 'All steps' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(5);
    expect(within(menu).getByRole('menuitem', { name: /^Signature\s*, locked$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /^Documents\s*, not started$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: /^Eligibility\s*, completed$/ }));
    expect(onSelect).toHaveBeenCalledWith('eligibility');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
