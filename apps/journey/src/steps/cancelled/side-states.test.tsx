import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AcceptedScreen } from '../accepted/accepted-screen.tsx';
import { BrokerScreen } from '../broker/broker-screen.tsx';
import { ReviewingScreen } from '../reviewing/reviewing-screen.tsx';
import { renderScreen, resetScreen } from '../screen-test-kit.tsx';
import { UnhookingScreen } from '../unhooking/unhooking-screen.tsx';
import { CancelledScreen } from './cancelled-screen.tsx';

const clientGet = vi.fn();
const prospect = { canceled_reason: 'The company is subject to collective proceedings.', canceled_code: 'x' };

vi.mock('../step-frame.tsx', () => ({
  StepFrame: ({ step, children }: { step: string; children: ReactNode }) => (
    <article data-step={step}>{children}</article>
  ),
}));
/** The subscription the screens read. */
const subscription = {
  config: { tenants: {}, supportPhone: '01 23 45 67 89' },
  tenant: 'plussimple',
  locale: 'en-FR',
  prospectId: 'p1',
  prospect,
  api: { prospect: async () => prospect },
  clientFor: () => ({ GET: clientGet }),
  session: { signedIn: () => true },
};

async function show(ui: ReactNode) {
  resetScreen();
  await renderScreen(ui, { subscription });
}

describe('side states', () => {
  test.each([
    { name: 'unhooking', ui: <UnhookingScreen />, text: /tailored offer/ },
    { name: 'broker', ui: <BrokerScreen />, text: /broker’s advice/ },
    { name: 'accepted', ui: <AcceptedScreen />, text: /adviser will study it/ },
    { name: 'reviewing', ui: <ReviewingScreen />, text: /before validating your subscription/ },
  ])('$name says what happens next and never ends the journey', async ({ ui, text }) => {
    await show(ui);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: /01 23 45 67 89/ }).getAttribute('href')).toBe('tel:0123456789');
    expect(screen.getByRole('link', { name: 'Go back to the home page' }).getAttribute('href')).toBe(
      '/en-FR',
    );
  });

  test('cancelled shows the reason the core gave and what to do instead', async () => {
    await show(<CancelledScreen />);
    expect(await screen.findByText('Reason: The company is subject to collective proceedings.')).toBeTruthy();
    expect(screen.getByText(/A broker can study your situation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /01 23 45 67 89/ })).toBeTruthy();
  });

  test('reviewing downloads the subscription form, and says so when it fails', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:form');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    clientGet.mockResolvedValueOnce({ data: new Blob(['%PDF']), response: new Response(null) });
    clientGet.mockResolvedValueOnce({
      error: { title: 'Nope' },
      response: new Response(null, { status: 500 }),
    });
    await show(<ReviewingScreen />);
    const button = screen.getByRole('button', { name: 'Download the subscription form' });
    await user.click(button);
    expect(clientGet).toHaveBeenCalledWith('/v2/prospects/{id}/documents/{documentId}', {
      params: { path: { id: 'p1', documentId: 'subscription-form' } },
      parseAs: 'blob',
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
    await user.click(button);
    expect(await screen.findByText(/An error occurred while retrieving the file/)).toBeTruthy();
  });
});
