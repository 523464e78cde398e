import { expect, test, vi } from 'vitest';
import { pageErrors } from './error-title.ts';

test('the page shows errors while any mark is held; giving a mark back twice counts once', () => {
  const heard = vi.fn();
  const stop = pageErrors.subscribe(heard);
  expect(pageErrors.isShown()).toBe(false);
  const form = pageErrors.show();
  const home = pageErrors.show();
  expect(pageErrors.isShown()).toBe(true);
  form();
  form();
  expect(pageErrors.isShown()).toBe(true);
  home();
  expect(pageErrors.isShown()).toBe(false);
  expect(heard).toHaveBeenCalledTimes(4);
  stop();
});
