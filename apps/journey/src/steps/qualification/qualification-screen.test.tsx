import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { QualificationScreen } from './qualification-screen.tsx';

const post = vi.fn();

vi.mock('../step-frame.tsx', () => ({
  StepFrame: ({ step, children }: { step: string; children: ReactNode }) => (
    <article data-step={step}>{children}</article>
  ),
}));
/** The subscription the screen reads. */
const subscription = {
  config: { tenants: {}, supportPhone: '01 23 45 67 89' },
  tenant: 'plussimple',
  locale: 'en-FR',
  prospectId: 'p1',
  prospect: { email: null, phone: '+33612345678' },
  clientFor: () => ({ POST: post }),
};

async function show() {
  await renderScreen(<QualificationScreen />, { subscription });
}

beforeEach(() => {
  post.mockReset();
  resetScreen();
});

describe('qualification: criteria outside the bounds lead to a custom offer request', () => {
  test('the request is sent with the contact details, then the visitor sees it is sent (unhooking)', async () => {
    post.mockResolvedValue({
      data: { data: { requested_at: '2026-11-23T10:00:00.000Z' } },
      response: new Response(null, { status: 202 }),
    });
    await show();
    expect(screen.getByText(/outside what we can price online/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /01 23 45 67 89/ })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'paul.durand@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Anything the adviser/ }), '45 people');
    await userEvent.click(screen.getByRole('button', { name: 'Request a custom offer' }));
    expect(post).toHaveBeenCalledWith('/v2/prospects/{id}/custom-offer-request', {
      params: { path: { id: 'p1' } },
      body: { email: 'paul.durand@example.com', phone: '+33612345678', message: '45 people' },
    });
    await vi.waitFor(() =>
      expect(screenState.navigate).toHaveBeenCalledWith('/en-FR/subscription/p1/custom-offer'),
    );
  });

  test('without an e-mail nothing is sent; a server refusal shows on its field and the visitor stays', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Request a custom offer' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByText('Enter your e-mail address').length).toBeGreaterThan(0);
    post.mockResolvedValue({
      error: {
        status: 422,
        message: 'Some fields are invalid.',
        errors: { email: ['This e-mail is refused'] },
      },
      response: new Response(null, { status: 422 }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'paul@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Request a custom offer' }));
    expect(await screen.findAllByText('This e-mail is refused')).not.toHaveLength(0);
    expect(screenState.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveProperty(
      'value',
      'paul@example.com',
    );
  });
});
