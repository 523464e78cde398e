import { expectTypeOf, test } from 'vitest';
import type { ButtonProps } from './button.tsx';

test('a pending button must say what it waits for', () => {
  expectTypeOf<{ children: 'Go'; isPending: true; pendingLabel: 'Saving' }>().toExtend<ButtonProps>();
  expectTypeOf<{ children: 'Go'; isPending: true }>().not.toExtend<ButtonProps>();
  expectTypeOf<{ children: 'Go' }>().toExtend<ButtonProps>();
  // @ts-expect-error pendingLabel is required with isPending
  const missingLabel: ButtonProps = { children: 'Go', isPending: true };
  expectTypeOf(missingLabel).toExtend<ButtonProps>();
});

test('variants and sizes are closed lists', () => {
  expectTypeOf<ButtonProps['variant']>().toEqualTypeOf<
    'primary' | 'secondary' | 'tertiary' | 'danger' | undefined
  >();
  expectTypeOf<ButtonProps['size']>().toEqualTypeOf<'sm' | 'md' | 'lg' | undefined>();
});
