import { type ReactNode, useRef, useState } from 'react';
import {
  composeRenderProps,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  useAsyncList,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import '../select/select.css';
import './combo-box.css';
import { searchAfterPause } from './search-after-pause.ts';

/** One search result of a {@link ComboBox}. */
export interface ComboBoxOption {
  /** The value submitted and identifying the result. */
  readonly id: Key;
  /** The text put in the input once chosen. */
  readonly label: string;
  /** A second line that helps recognise the result (UX: SIREN, address, activity for a company). */
  readonly description?: string | undefined;
}

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends ComboBoxOption>
  extends Omit<
    RACComboBoxProps<T, 'single'>,
    | 'children'
    | 'items'
    | 'defaultItems'
    | 'inputValue'
    | 'defaultInputValue'
    | 'onInputChange'
    | 'menuTrigger'
    | 'allowsEmptyCollection'
    | 'allowsCustomValue'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'value'
    | 'defaultValue'
  > {
  /** The visible label. */
  label: string;
  /**
   * Looks results up for the typed text (trimmed, at least `minSearchLength` characters); `signal` aborts when
   * the visitor types on, so a stale answer never shows.
   */
  onSearch: (query: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** Shown in the list before enough characters are typed, e.g. 'Type at least 2 characters'. */
  promptText: string;
  /** Shown while a search runs, e.g. 'Searching…'. */
  loadingText: string;
  /** Shown when a search finds nothing, e.g. 'No activity found'. */
  noResultsText: string;
  /** Shown when `onSearch` fails, e.g. 'The search is unavailable, try again'. */
  searchErrorText: string;
  /** The result chosen before (a returning visitor's answer), shown in the input without a search. */
  defaultItem?: T | undefined;
  /** Called with the chosen result, or null when the choice is cleared. */
  onItemChange?: ((item: T | null) => void) | undefined;
  /** Characters needed before searching; 2 by default (UX: searches). */
  minSearchLength?: number | undefined;
  /** Quiet time after the last keystroke before searching, in ms; 300 by default. */
  debounceMs?: number | undefined;
  /** Help text under the label, tied to the input. */
  description?: string | undefined;
  /** The error text shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: FieldErrorMessage | undefined;
  /** An example value inside the empty input. */
  placeholder?: string | undefined;
  /** Renders a result; by default its label and description. */
  renderOption?: ((item: T) => ReactNode) | undefined;
}

/**
 * An accessible combobox that searches as the visitor types (UX: searches): after `minSearchLength`
 * characters and a pause, `onSearch` runs; the list says when to type more, when it is searching, when
 * nothing matched and when the search failed. react-aria announces the number of results.
 *
 * @example
 * <ComboBox
 *   label="Your activity"
 *   onSearch={(query, signal) => api.searchActivities(query, { signal })}
 *   promptText="Type at least 2 characters"
 *   loadingText="Searching…"
 *   noResultsText="No activity found"
 *   searchErrorText="The search failed, try again"
 *   onItemChange={setActivity}
 * />
 */
export function ComboBox<T extends ComboBoxOption>({
  label,
  onSearch,
  promptText,
  loadingText,
  noResultsText,
  searchErrorText,
  defaultItem,
  onItemChange,
  onSelectionChange,
  minSearchLength = 2,
  debounceMs = 300,
  description,
  errorMessage,
  placeholder,
  renderOption,
  className,
  ...props
}: ComboBoxProps<T>) {
  const list = useAsyncList<T>({
    getKey: (item) => item.id,
    async load({ signal, filterText = '' }) {
      const query = filterText.trim();
      if (query.length < minSearchLength) return { items: [] };
      await searchAfterPause(debounceMs, signal);
      return { items: await onSearch(query, signal) };
    },
  });
  const [inputValue, setInputValue] = useState(defaultItem?.label ?? '');
  const [chosen, setChosen] = useState<T | null>(defaultItem ?? null);
  // Choosing a result writes its label into the input; that must not start a new search.
  const chosenLabel = useRef<string | null>(defaultItem?.label ?? null);
  const isTooShort = list.filterText.trim().length < minSearchLength;
  // Without a search, the list still holds the chosen result, so react-aria keeps it selected.
  const idleItems = chosen && inputValue === chosen.label ? [chosen] : [];
  // The list opens inside the field, next to its input in the page: within the page's landmarks (axe's region
  // rule) and read in order after the input, rather than at the end of the document.
  const [field, setField] = useState<HTMLDivElement | null>(null);

  const emptyState = () => {
    if (isTooShort) return promptText;
    if (list.isLoading) return loadingText;
    if (list.error) return searchErrorText;
    return noResultsText;
  };

  return (
    <RACComboBox
      {...props}
      ref={setField}
      items={isTooShort ? idleItems : list.items}
      defaultSelectedKey={defaultItem?.id}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        if (value === chosenLabel.current) return;
        chosenLabel.current = null;
        list.setFilterText(value);
      }}
      onSelectionChange={(key) => {
        const item =
          key === null
            ? null
            : ([...list.items, ...idleItems].find((candidate) => candidate.id === key) ?? null);
        if (item?.id === chosen?.id) return;
        setChosen(item);
        chosenLabel.current = item?.label ?? null;
        onSelectionChange?.(key);
        onItemChange?.(item);
      }}
      // With nothing to type first (a short catalogue), the list opens on focus like a dropdown (home).
      menuTrigger={minSearchLength === 0 ? 'focus' : 'input'}
      allowsEmptyCollection
      data-loading={list.isLoading || undefined}
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-combo-box ${name}` : 'sc-field sc-combo-box',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <div className="sc-combo-box__control">
        <Input className="sc-field__input sc-combo-box__input" placeholder={placeholder} />
        <span className="sc-combo-box__spinner" aria-hidden="true" />
      </div>
      <Popover className="sc-select__popover" offset={4} UNSTABLE_portalContainer={field ?? undefined}>
        <ListBox<T>
          className="sc-select__list"
          renderEmptyState={() => <span className="sc-select__empty">{emptyState()}</span>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="sc-select__option">
              {renderOption ? (
                renderOption(item)
              ) : (
                // Plain parts, not react-aria's label and description slots: the option is named by all its
                // visible text (axe's label-content-name-mismatch; WCAG 2.5.3, label in name), so a person who
                // says or reads what they see finds it. The slot attributes only mark the parts for styling.
                <>
                  <span slot="label">{item.label}</span>
                  {item.description && ' '}
                  {item.description && (
                    <span slot="description" className="sc-select__option-description">
                      {item.description}
                    </span>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
