import type { Key } from 'react-aria-components';
import {
  Button,
  composeRenderProps,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  Text,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import './select.css';

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** The value submitted and passed to `onChange`. */
  readonly id: Key;
  /** The visible text. */
  readonly label: string;
  /** A second line under the label. */
  readonly description?: string | undefined;
  /** Shown but not selectable. */
  readonly isDisabled?: boolean | undefined;
}

/** Props of {@link Select}. */
export interface SelectProps<T extends SelectOption>
  extends Omit<RACSelectProps<T, 'single'>, 'children' | 'items' | 'placeholder' | 'allowsEmptyCollection'> {
  /** The visible label. */
  label: string;
  /** The choices. */
  items: Iterable<T>;
  /** The text shown while nothing is chosen. */
  placeholder: string;
  /** The text shown in the open list when there is no choice ('no product available'). */
  emptyText: string;
  /** Help text under the label, tied to the field. */
  description?: string | undefined;
  /** The error text shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: FieldErrorMessage | undefined;
}

/**
 * A dropdown (react-aria's Select, a button and a listbox), for more than about 8 choices (UX: prefer radios
 * below that). An empty list still opens and shows `emptyText`.
 *
 * @example
 * <Select
 *   label="Product"
 *   placeholder="Choose a product"
 *   emptyText="No product available"
 *   items={products.map((p) => ({ id: p.slug, label: p.name }))}
 *   onChange={(slug) => setProduct(slug)}
 * />
 */
export function Select<T extends SelectOption>({
  label,
  items,
  placeholder,
  emptyText,
  description,
  errorMessage,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      allowsEmptyCollection
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-select ${name}` : 'sc-field sc-select',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Button className="sc-field__input sc-select__trigger">
        <SelectValue className="sc-select__value" />
        <svg className="sc-select__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </Button>
      <Popover className="sc-select__popover" offset={4}>
        <ListBox<T>
          items={items}
          className="sc-select__list"
          renderEmptyState={() => <span className="sc-select__empty">{emptyText}</span>}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className="sc-select__option"
            >
              <Text slot="label">{item.label}</Text>
              {item.description && (
                <Text slot="description" className="sc-select__option-description">
                  {item.description}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
