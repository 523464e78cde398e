import { type Locale, localizedPath, type MessageId } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { lazy, Suspense, useState } from 'react';
import { useFrame } from '../../app/frame-context.ts';
import { useShell } from '../../app/use-shell.ts';
import { useText } from '../../app/use-text.ts';
import type { Product } from '../../core/journey-api.ts';
import { usePageErrors } from '../../layouts/error-title.ts';
import { ProductCards } from './product-cards.tsx';
import type { ProductOption } from './product-option.ts';
import './home-screen.css';

const PRODUCT_REQUIRED: MessageId = 'home.product.required';

/** Up to this many products are shown as cards; a longer catalogue gets a combobox that filters as one types. */
export const SHORT_CATALOGUE = 6;

// A long catalogue's combobox is its own chunk, loaded only when the catalogue is long.
const ProductSearch = lazy(async () => ({ default: (await import('./product-search.tsx')).ProductSearch }));

/**
 * Home: choose a product of the tenant's catalogue, then start, which creates the subscription through
 * /intent. A short catalogue is a group of radio cards, a long one a combobox; starting without a
 * product says which field to fill. An empty catalogue says 'no product available'. The router's home route
 * and the home page's first view both render it.
 */
export function HomeScreen({ catalogue }: { catalogue: readonly Product[] }) {
  const t = useText();
  const { config, navigate } = useFrame();
  const { tenant, locale } = useShell();
  // The {product} tenant: a product sold under its own name offers only itself.
  const products = config.tenants[tenant]?.product
    ? catalogue.filter((product) => product.slug === tenant)
    : catalogue;
  const [chosen, setChosen] = useState<string | null>(null);
  // Set when the visitor starts with a text typed in the combobox but no product picked from its list.
  const [missing, setMissing] = useState(false);
  usePageErrors(missing);
  const options: ProductOption[] = products.map((product) => ({
    id: product.slug,
    label: product.name,
    description: product.description ?? undefined,
  }));
  const choose = (slug: string | null) => {
    setChosen(slug);
    setMissing(false);
  };
  const required = t(PRODUCT_REQUIRED);
  return (
    <section className="sc-home">
      <Heading level={1}>{t('home.title')}</Heading>
      <p>{t('home.intro')}</p>
      {options.length === 0 ? (
        <p role="status">{t('home.product.empty')}</p>
      ) : (
        // The form works before the page's code has run too (the server sends the home page
        // rendered): the browser then asks the start's own address, which the app answers as the button does.
        <form
          className="sc-home__form"
          action={localizedPath('intent', locale as Locale, {})}
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) {
              setMissing(true);
              return;
            }
            const search = new URLSearchParams({ type: 'product', product_slug: chosen });
            navigate(`${localizedPath('intent', locale as Locale, {})}?${search}`);
          }}
        >
          <input type="hidden" name="type" value="product" />
          {options.length <= SHORT_CATALOGUE ? (
            <ProductCards
              label={t('home.product.label')}
              options={options}
              value={chosen}
              onChange={choose}
              errorMessage={required}
              isInvalid={missing}
              onInvalid={() => setMissing(true)}
            />
          ) : (
            <Suspense fallback={null}>
              <ProductSearch
                options={options}
                onChange={choose}
                errorMessage={required}
                isInvalid={missing || undefined}
              />
            </Suspense>
          )}
          <Button type="submit">{t('home.submit')}</Button>
        </form>
      )}
    </section>
  );
}
