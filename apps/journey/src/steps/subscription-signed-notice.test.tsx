import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderScreen } from './screen-test-kit.tsx';
import { SubscriptionSignedNotice } from './subscription-signed-notice.tsx';

vi.mock('./use-customer-area-url.ts', () => ({ useCustomerAreaUrl: () => 'https://client.example/de-DE' }));

describe('SubscriptionSignedNotice', () => {
  test("says in the visitor's language that the subscription is signed, and links the customer space", async () => {
    await renderScreen(<SubscriptionSignedNotice />, { locale: 'de-DE' });
    const heading = screen.getByRole('heading', { name: 'Ihr Antrag ist unterschrieben' });
    expect(screen.getByRole('alert').contains(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
    const link = screen.getByRole('link', { name: 'Zu meinem Kundenbereich' });
    expect(link.getAttribute('href')).toBe('https://client.example/de-DE');
  });
});
