import { useId } from 'react';
import type { ProductOption } from './product-option.ts';
import '@souscrire/ui/form/field.css';
import '@souscrire/ui/choice-card/choice-card.css';
import { RadioMark } from '@souscrire/ui/radio-mark';

/**
 * The product field of a short catalogue: one native radio per product, dressed as the kit's choice
 * cards (the whole card is the radio's label). Native radios rather than the kit's react-aria `ChoiceCardGroup`
 * keep react-aria out of the home page's first view (about 11 KB gzipped): the browser gives what the
 * home needs, one Tab stop for the group, arrow keys that move and choose, the label and `required`. Starting
 * without a product shows `errorMessage`, tied to the group and its radios, and moves the focus to the first
 * radio, as the kit's fields do.
 */
export function ProductCards({
  label,
  options,
  value,
  onChange,
  errorMessage,
  isInvalid,
  onInvalid,
}: {
  /** The question the cards answer, the group's accessible name. */
  label: string;
  options: readonly ProductOption[];
  /** The chosen product's slug. */
  value: string | null;
  onChange: (slug: string) => void;
  /** Shown when the visitor starts without a product. */
  errorMessage: string;
  isInvalid: boolean;
  /** The form was submitted without a product. */
  onInvalid: () => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    // A radiogroup as the kit's card group is (not a fieldset, which lays its legend out apart), for the same look.
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={isInvalid || undefined}
      aria-describedby={isInvalid ? errorId : undefined}
      className="sc-field sc-choice-card-group"
      data-required
      data-invalid={isInvalid || undefined}
    >
      <span id={labelId} className="sc-field__label">
        {label}
      </span>
      {isInvalid && (
        <span id={errorId} className="sc-field__error">
          {errorMessage}
        </span>
      )}
      <div className="sc-choice-card-group__cards">
        {options.map((option, index) => {
          const checked = option.id === value;
          const descriptionId = `${id}-${index}-description`;
          const describedBy = [option.description && descriptionId, isInvalid && errorId]
            .filter(Boolean)
            .join(' ');
          return (
            <div
              key={option.id}
              className="sc-choice-card"
              data-selected={checked || undefined}
              data-invalid={isInvalid || undefined}
            >
              <label className="sc-choice-card__button" data-selected={checked || undefined}>
                <input
                  type="radio"
                  name="product_slug"
                  value={option.id}
                  required
                  checked={checked}
                  aria-describedby={describedBy || undefined}
                  onChange={() => onChange(option.id)}
                  onInvalid={(event) => {
                    // The page says what is missing, not the browser's bubble; once for the group.
                    event.preventDefault();
                    if (index > 0) return;
                    onInvalid();
                    event.currentTarget.focus();
                  }}
                />
                <RadioMark />
                <span className="sc-choice-card__title">{option.label}</span>
              </label>
              {option.description && (
                <div id={descriptionId} className="sc-choice-card__description">
                  {option.description}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
