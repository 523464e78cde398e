import { useEffect, useRef, useState } from 'react';

/**
 * A contract's panel that a button opens (change the IBAN, ask to cancel), and the focus that follows it: to
 * the panel's heading when it opens (while `shown`), to the outcome once `done`, and back to the button that
 * opened it when it is closed without acting.
 *
 * @example
 * const panel = useFoldingPanel(change.isSuccess);
 * <Button ref={panel.action} onPress={() => panel.setOpen(true)}>…</Button>
 */
export function useFoldingPanel(done: boolean, shown = true) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open && shown) heading.current?.focus();
  }, [open, shown]);
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);
  const close = () => {
    setOpen(false);
    // Back to the action that opened the panel, once it is drawn again.
    requestAnimationFrame(() => action.current?.focus());
  };
  return { open, setOpen, close, heading, outcome, action };
}
