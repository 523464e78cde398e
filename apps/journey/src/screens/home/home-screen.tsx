import { type Locale, localizedPath, type MessageId } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { ChoiceCard, ChoiceCardGroup } from '@souscrire/ui/choice-card';
import { Heading } from '@souscrire/ui/heading';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useText } from '../../app/use-text.ts';
import type { JourneyConfig } from '../../config/journey-config.ts';
import type { JourneyApi } from '../../core/journey-api.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import type { ProductOption } from './product-option.ts';
import './home-screen.css';

type HomeContext = {
  api: JourneyApi;
  tenant: string;
  country: string;
  locale: Locale;
  config: JourneyConfig;
};

const PRODUCT_REQUIRED: MessageId = 'home.product.required';

/** A product the visitor can choose. */
/** Up to this many products are shown as cards; a longer catalogue gets a combobox that filters as one types. */
export const SHORT_CATALOGUE = 6;

// A long catalogue's combobox is its own chunk, loaded only when the catalogue is long (issue 18).
const ProductSearch = lazy(async () => ({ default: (await import('./product-search.tsx')).ProductSearch }));

/**
 * Home (spec 2): choose a product, then start, which creates the subscription through /intent. A short
 * catalogue is a group of radio cards, a long one a combobox (issue 19); starting without a product says
 * which field to fill. An empty catalogue says 'no product available'.
 */
export function HomeScreen() {
  const t = useText();
  const router = useRouter();
  const { api, tenant, country, locale, config } = useRouteContext({ strict: false }) as HomeContext;
  const { data: catalogue } = useSuspenseQuery(journeyQueries.products(api, tenant, country));
  // spec 1's {product} tenant: a product sold under its own name offers only itself.
  const products = config.tenants[tenant]?.product
    ? catalogue.filter((product) => product.slug === tenant)
    : catalogue;
  const [chosen, setChosen] = useState<string | null>(null);
  // Set when the visitor starts with a text typed in the combobox but no product picked from its list.
  const [missing, setMissing] = useState(false);
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
        <form
          className="sc-home__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) {
              setMissing(true);
              return;
            }
            const search = new URLSearchParams({ type: 'product', product_slug: chosen });
            void router.navigate({ href: `${localizedPath('intent', locale, {})}?${search}` });
          }}
        >
          {options.length <= SHORT_CATALOGUE ? (
            <ChoiceCardGroup
              label={t('home.product.label')}
              name="product"
              isRequired
              isInvalid={missing || undefined}
              errorMessage={required}
              value={chosen}
              onChange={choose}
            >
              {options.map((option) => (
                <ChoiceCard
                  key={option.id}
                  value={option.id}
                  title={option.label}
                  description={option.description}
                />
              ))}
            </ChoiceCardGroup>
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
