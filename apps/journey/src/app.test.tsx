import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app.tsx';

test('renders the main landmark', () => {
  render(<App />);
  expect(screen.getByRole('main')).toBeTruthy();
});
