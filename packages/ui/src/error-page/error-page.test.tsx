import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ErrorPage } from './error-page.tsx';

describe('ErrorPage', () => {
  test('shows the title as the page heading, the details and the signature line', () => {
    render(
      <ErrorPage
        title="We are doing some maintenance"
        details="Come back in a few minutes."
        signature="The subscription team"
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'We are doing some maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Come back in a few minutes.')).toBeInTheDocument();
    expect(screen.getByText('The subscription team')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a go-home action is a link', () => {
    render(<ErrorPage title="Page not found" action={{ label: 'Go to the home page', href: '/en-FR' }} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-FR');
  });

  test('a retry action is a button', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<ErrorPage title="Something went wrong" action={{ label: 'Try again', onPress }} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
