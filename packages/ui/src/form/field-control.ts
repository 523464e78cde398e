/** The kit's field wrappers: text fields, selects, groups (className sc-field) and checkboxes. */
const FIELD_WRAPPER = '.sc-field, .sc-checkbox';
const TYPED_CONTROL =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * The control to focus for an element of a field (its error message, for instance): the element itself when
 * it is a control; otherwise, in the field wrapping it, the checked radio, the first input, or the first
 * button (a select's trigger).
 */
export function controlOf(element: HTMLElement): HTMLElement {
  if (element.matches(`${TYPED_CONTROL}, button`)) return element;
  const field = element.closest<HTMLElement>(FIELD_WRAPPER) ?? element;
  return (
    field.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    field.querySelector<HTMLElement>(TYPED_CONTROL) ??
    field.querySelector<HTMLElement>('button:not(:disabled)') ??
    element
  );
}
