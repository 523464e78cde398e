import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { scrollOutletToTop } from './scroll-to-top.ts';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let outlet: HTMLElement;
let field: HTMLInputElement;

beforeEach(() => {
  document.body.innerHTML = '<main data-outlet><input aria-label="Company" /></main>';
  outlet = document.querySelector('[data-outlet]') as HTMLElement;
  field = document.querySelector('input') as HTMLInputElement;
  outlet.scrollTo = vi.fn();
});

afterEach(() => {
  document.body.innerHTML = '';
});

test('goes to the top of the outlet', () => {
  scrollOutletToTop();
  expect(outlet.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('a visitor going into a field stops the scroll, and a list opened there does not see the stop', async () => {
  scrollOutletToTop();
  field.focus();
  expect(outlet.scrollTo).toHaveBeenLastCalledWith({ top: outlet.scrollTop, behavior: 'instant' });

  // What react-aria does when the field's list opens: close it on any scroll around the field.
  const closeTheList = vi.fn();
  globalThis.addEventListener('scroll', closeTheList, true);
  outlet.dispatchEvent(new Event('scroll'));
  await nextFrame();
  outlet.dispatchEvent(new Event('scroll'));
  expect(closeTheList).not.toHaveBeenCalled();

  // Two frames on, the visitor's own scrolls reach the list again.
  await nextFrame();
  await nextFrame();
  outlet.dispatchEvent(new Event('scroll'));
  expect(closeTheList).toHaveBeenCalledOnce();
  globalThis.removeEventListener('scroll', closeTheList, true);
});

test('a click outside any field does not stop the scroll', () => {
  scrollOutletToTop();
  outlet.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(outlet.scrollTo).toHaveBeenCalledOnce();
});
