import { ComboBox } from '@souscrire/ui/combo-box';
import { useState } from 'react';
import { useText } from '../../app/use-text.ts';
import type { ProductOption } from './product-option.ts';

/**
 * The product field of a long catalogue: a combobox that filters as the visitor types and says when
 * nothing matches. Its own chunk: a short catalogue's home page (radio cards) never loads it.
 */
export function ProductSearch({
  options,
  onChange,
  errorMessage,
  isInvalid,
}: {
  options: readonly ProductOption[];
  onChange: (slug: string | null) => void;
  errorMessage: string;
  isInvalid: boolean | undefined;
}) {
  const t = useText();
  const [query, setQuery] = useState('');
  return (
    <ComboBox
      label={t('home.product.label')}
      placeholder={t('home.product.placeholder')}
      promptText={t('home.product.placeholder')}
      loadingText={t('home.product.loading')}
      noResultsText={t('home.product.no-results', { query })}
      searchErrorText={t('home.product.error')}
      minSearchLength={0}
      debounceMs={0}
      isRequired
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      onSearch={async (text) => {
        setQuery(text);
        const needle = text.toLocaleLowerCase();
        return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
      }}
      onItemChange={(item) => onChange(item ? String(item.id) : null)}
    />
  );
}
