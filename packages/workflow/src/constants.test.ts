import { describe, expect, test } from 'vitest';
import { DEBUG_ENVIRONMENTS, isDebugEnvironment } from './debug-environment.ts';
import { MODAL_Z_INDEX_BASE, modalZIndex } from './modal-z-index.ts';
import {
  PAGE_RELOAD_GUARD_MS,
  PAGE_TRANSITION_WAIT_MS,
  PREFETCH_DELAY_MS,
  SCROLL_DELAY_MS,
} from './navigation-timing.ts';

describe('navigation timings', () => {
  test.each([
    ['scroll delay', SCROLL_DELAY_MS, 700],
    ['page reload guard', PAGE_RELOAD_GUARD_MS, 10_000],
    ['payload prefetch delay', PREFETCH_DELAY_MS, 1000],
    ['page-transition wait', PAGE_TRANSITION_WAIT_MS, 100],
  ])('%s is %i ms', (_, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe('modalZIndex: 1000 + 2 * index', () => {
  test.each([
    [0, 1000],
    [1, 1002],
    [2, 1004],
    [10, 1020],
  ])('modal %i -> %i', (index, expected) => {
    expect(modalZIndex(index)).toBe(expected);
    expect(modalZIndex(index)).toBe(MODAL_Z_INDEX_BASE + 2 * index);
  });
});

describe('isDebugEnvironment (the environments allowed to debug)', () => {
  test('the whitelist', () => {
    expect(DEBUG_ENVIRONMENTS).toEqual(['staging', 'dev', 'local', 'demo', 'uat']);
  });

  test.each<[string | null | undefined, boolean]>([
    ['staging', true],
    ['dev', true],
    ['local', true],
    ['demo', true],
    ['uat', true],
    ['production', false],
    ['prod', false],
    ['Staging', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (environment, expected) => {
    expect(isDebugEnvironment(environment)).toBe(expected);
  });
});
