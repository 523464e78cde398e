import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useFormState } from './use-form-state.ts';

type Fields = { city: string | null; query: string };

describe('useFormState', () => {
  test('overlays the saved values with what the visitor changed, and says what changed', () => {
    const { result } = renderHook(() => useFormState<Fields>({ city: 'Paris', query: '' }));
    expect(result.current.values).toEqual({ city: 'Paris', query: '' });
    expect(result.current.changed).toEqual({});
    act(() => result.current.set('query', 'Lyo'));
    expect(result.current.values).toEqual({ city: 'Paris', query: 'Lyo' });
    expect(result.current.changed).toEqual({ query: 'Lyo' });
  });

  test('answering a field takes its error away and leaves the others (the same record when it had none)', () => {
    const { result } = renderHook(() => useFormState<Fields>({ city: null, query: '' }));
    act(() => result.current.setErrors({ city: 'Choose a city', query: 'Too short' }));
    act(() => result.current.set('city', 'Lyon'));
    expect(result.current.errors).toEqual({ query: 'Too short' });
    const kept = result.current.errors;
    act(() => result.current.set('city', 'Nantes'));
    expect(result.current.errors).toBe(kept);
  });

  test('another scope (a new sub-step) starts from its saved values, without changes or errors', () => {
    const { result, rerender } = renderHook(
      ({ scope }) => useFormState<Fields>({ city: null, query: '' }, scope),
      {
        initialProps: { scope: 'first' },
      },
    );
    act(() => result.current.set('city', 'Lyon'));
    act(() => result.current.setErrors({ query: 'Too short' }));
    rerender({ scope: 'second' });
    expect(result.current.values).toEqual({ city: null, query: '' });
    expect(result.current.errors).toEqual({});
    act(() => result.current.setErrors({ city: 'Choose a city' }));
    expect(result.current.values.city).toBeNull();
    expect(result.current.errors).toEqual({ city: 'Choose a city' });
  });

  test('clearing errors the fields do not have renders nothing again (a save the visitor leaves after)', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFormState<Fields>({ city: 'Paris', query: '' });
    });
    const before = renders;
    act(() => result.current.setErrors({}));
    expect(renders).toBe(before);
    act(() => result.current.setErrors({ query: 'Too short' }));
    act(() => result.current.setErrors({}));
    expect(result.current.errors).toEqual({});
    expect(renders).toBe(before + 2);
  });
});
