/**
 * Hands React the choices a visitor made on a server-rendered page before React took it over (the
 * home page works without its code, so its cards can be ticked on the HTML alone). React keeps what the
 * browser shows but not what the app knows: a card ticked that way would look unchosen to the app, and a
 * second press on it would change nothing. Each radio or checkbox the visitor ticked or unticked is put back
 * as React rendered it and pressed again, which React hears as the visitor's own press.
 *
 * A form the visitor sent that the browser refused (its start pressed without a product: the browser's own
 * bubble, in the browser's language) is then checked again, which the app now answers as it does a press of
 * its own, in the page's words beside the field. The browser marks the fields it refused `:user-invalid`
 * (where it knows that selector).
 * Run once, right after the hydration.
 *
 * @example
 * replayEarlyChoices(document.getElementById('root'));
 */
export function replayEarlyChoices(root: HTMLElement): void {
  const inputs = root.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]');
  // What the visitor left, read before any replay: each press re-renders the form as the app knows it. React
  // sets `defaultChecked` to what it rendered; a radio the visitor unticked is replayed by the one they ticked.
  const changed = [...inputs]
    .filter((input) => input.checked !== input.defaultChecked && (input.type === 'checkbox' || input.checked))
    .map((input) => ({ input, wanted: input.checked }));
  for (const { input, wanted } of changed) {
    input.checked = !wanted;
    input.click();
  }
  // A browser that does not mark them (Chrome before 119, Safari before 16.5) would throw on the selector: its
  // bubble stays the only word.
  if (!CSS.supports('selector(:user-invalid)')) return;
  const refused = root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    ':user-invalid',
  );
  for (const form of new Set([...refused].map((field) => field.form))) form?.reportValidity();
}
