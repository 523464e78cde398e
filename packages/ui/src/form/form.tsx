import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import type { HeadingLevel } from '../heading/heading.tsx';
import { ErrorSummary, type ErrorSummaryEntry } from './error-summary.tsx';
import {
  ErrorSummaryContext,
  type ErrorSummaryRegistry,
  ErrorSummaryShownContext,
} from './error-summary-context.ts';
import './form.css';

/** Props of {@link Form}. */
export interface FormProps extends Omit<RACFormProps, 'validationBehavior' | 'children' | 'className'> {
  /** The error summary's heading, e.g. 'There is a problem' in the visitor's language. */
  errorSummaryTitle: string;
  /** The error summary's heading level; 2 by default. */
  errorSummaryHeadingLevel?: HeadingLevel;
  /** The fields and actions. */
  children: ReactNode;
  /** Extra class names for the form element. */
  className?: string;
}

function inDocumentOrder(a: HTMLElement, b: HTMLElement): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * A form that validates its fields natively (react-aria) and, when a submit fails or the server returns
 * `validationErrors`, shows an error summary at the top that receives focus and links each error to its
 * field (UX: errors). The summary lists the messages the fields show, in the fields' order; it knows the
 * kit's fields (their `FieldError` registers), so custom fields should render `FieldError` too.
 *
 * @example
 * <Form errorSummaryTitle="There is a problem" onSubmit={save} validationErrors={serverErrors}>
 *   <EmailField name="email" label="E-mail address" isRequired errorMessage="Enter your e-mail address" />
 *   <Button type="submit">Continue</Button>
 * </Form>
 */
export function Form({
  errorSummaryTitle,
  errorSummaryHeadingLevel = 2,
  children,
  className,
  onSubmit,
  validationErrors,
  ...props
}: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<ReadonlyMap<HTMLElement, string>>(() => new Map());
  const [isSummaryRequested, setSummaryRequested] = useState(false);
  // Each failed submit asks for focus once, even when the same errors are already listed.
  const [focusRequest, requestFocus] = useReducer((count: number) => count + 1, 0);
  const handledFocusRequest = useRef(0);

  const registry = useMemo<ErrorSummaryRegistry>(
    () => ({
      register(element, message) {
        setShown((previous) => new Map(previous).set(element, message));
        return () =>
          setShown((previous) => {
            if (!previous.has(element)) return previous;
            const next = new Map(previous);
            next.delete(element);
            return next;
          });
      },
    }),
    [],
  );

  const requestSummary = useCallback(() => {
    setSummaryRequested(true);
    requestFocus();
  }, []);

  // Native validation fires `invalid` on each invalid control; listening in the capture phase and preventing
  // the default keeps react-aria from focusing the first field, since focus goes to the summary instead.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInvalid = (event: Event) => {
      event.preventDefault();
      requestSummary();
    };
    form.addEventListener('invalid', onInvalid, true);
    return () => form.removeEventListener('invalid', onInvalid, true);
  }, [requestSummary]);

  // react-aria shows or clears a field's error when its value is committed, i.e. on blur: pressing the submit
  // button blurs the field first, so a message appearing or vanishing moved the button under the pointer and the
  // press was lost (the first wrong SMS code after an empty submit was never sent). UX: errors: fields are
  // checked on submit; a field shown invalid is checked again on each keystroke, so its message goes as the
  // person types, not as they press.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const isShownInvalid = (target: EventTarget | null): target is HTMLElement =>
      target instanceof HTMLElement && target.getAttribute('aria-invalid') === 'true';
    const isTyped = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(target.type);
    const recheck = (event: Event) => {
      if (isShownInvalid(event.target)) event.target.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const holdUntilSubmit = (event: Event) => {
      if (isTyped(event.target) && !isShownInvalid(event.target)) event.stopPropagation();
    };
    form.addEventListener('input', recheck);
    form.addEventListener('change', holdUntilSubmit, true);
    return () => {
      form.removeEventListener('input', recheck);
      form.removeEventListener('change', holdUntilSubmit, true);
    };
  }, []);

  // server validation errors become form errors; they are summarised like the native ones.
  useEffect(() => {
    if (validationErrors && Object.keys(validationErrors).length > 0) requestSummary();
  }, [validationErrors, requestSummary]);

  // Each entry links to its message, next to the field; following it focuses the field's control.
  const errors: ErrorSummaryEntry[] = [...shown.entries()]
    .sort(([a], [b]) => inDocumentOrder(a, b))
    .map(([element, message]) => ({ message, targetId: element.id }));
  const isSummaryVisible = isSummaryRequested && errors.length > 0;
  const summaryShown = useContext(ErrorSummaryShownContext);
  useEffect(() => {
    if (isSummaryVisible && summaryShown) return summaryShown();
  }, [isSummaryVisible, summaryShown]);

  useEffect(() => {
    if (!isSummaryVisible || handledFocusRequest.current === focusRequest) return;
    handledFocusRequest.current = focusRequest;
    summaryRef.current?.focus();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSummaryRequested(false);
    onSubmit?.(event);
  };

  return (
    <RACForm
      {...props}
      ref={formRef}
      className={className ? `sc-form ${className}` : 'sc-form'}
      validationBehavior="native"
      validationErrors={validationErrors}
      onSubmit={submit}
    >
      {isSummaryVisible && (
        <ErrorSummary
          ref={summaryRef}
          title={errorSummaryTitle}
          headingLevel={errorSummaryHeadingLevel}
          errors={errors}
        />
      )}
      <ErrorSummaryContext value={registry}>{children}</ErrorSummaryContext>
    </RACForm>
  );
}
