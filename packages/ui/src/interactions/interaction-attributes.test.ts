import { describe, expect, test } from 'vitest';
import { interactionAttributes } from './interaction-attributes.ts';

const idle = {
  isHovered: false,
  isPressed: false,
  isFocused: false,
  isFocusVisible: false,
  isDisabled: false,
};

describe('interactionAttributes', () => {
  test('an idle control carries none of the attributes', () => {
    expect(Object.values(interactionAttributes(idle)).every((value) => value === undefined)).toBe(true);
  });

  test.each([
    ['isDisabled', 'data-disabled'],
    ['isHovered', 'data-hovered'],
    ['isPressed', 'data-pressed'],
    ['isFocused', 'data-focused'],
    ['isFocusVisible', 'data-focus-visible'],
  ] as const)('%s sets %s alone', (flag, attribute) => {
    const attributes = interactionAttributes({ ...idle, [flag]: true });
    expect(Object.entries(attributes).filter(([, value]) => value)).toEqual([[attribute, true]]);
  });
});
