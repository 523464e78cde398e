import { describe, expect, test } from 'vitest';
import { screenTitles } from './screen-title.ts';

describe('screenTitles', () => {
  test('the screen shown last names the page, until it goes', () => {
    expect(screenTitles.current()).toBeNull();
    const giveStep = screenTitles.hold('confirmation.title');
    const giveError = screenTitles.hold('error-page.not-found.title');
    expect(screenTitles.current()).toBe('error-page.not-found.title');
    giveError();
    expect(screenTitles.current()).toBe('confirmation.title');
    // Given back twice (a cleanup run again): the other screen keeps its title.
    giveError();
    expect(screenTitles.current()).toBe('confirmation.title');
    giveStep();
    expect(screenTitles.current()).toBeNull();
  });

  test('tells its listeners when the title changes', () => {
    let calls = 0;
    const stop = screenTitles.subscribe(() => {
      calls += 1;
    });
    screenTitles.hold('offer.title')();
    stop();
    screenTitles.hold('offer.title')();
    expect(calls).toBe(2);
  });
});
