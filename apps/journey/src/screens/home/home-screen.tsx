import { type Locale, localizedPath } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { ComboBox } from '@souscrire/ui/combo-box';
import { Heading } from '@souscrire/ui/heading';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { MESSAGES } from '../../app/message-ids.ts';
import { useText } from '../../app/use-text.ts';
import type { JourneyConfig } from '../../config/journey-config.ts';
import type { JourneyApi } from '../../core/journey-api.ts';
import { journeyQueries } from '../../router/journey-queries.ts';

type HomeContext = {
  api: JourneyApi;
  tenant: string;
  country: string;
  locale: Locale;
  config: JourneyConfig;
};

/**
 * Home (spec 2): choose a product from a dropdown, then start, which creates the subscription through /intent.
 * An empty catalogue says 'no product available'; a search without match says so too.
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
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const options = products.map((product) => ({
    id: product.slug,
    label: product.name,
    description: product.description ?? undefined,
  }));
  const start = () => {
    if (!chosen) return;
    const search = new URLSearchParams({ type: 'product', product_slug: chosen });
    void router.navigate({ href: `${localizedPath('intent', locale, {})}?${search}` });
  };
  return (
    <section className="sc-home">
      <Heading level={1}>{t(MESSAGES.homeTitle)}</Heading>
      <p>{t(MESSAGES.homeIntro)}</p>
      {options.length === 0 ? (
        <p role="status">{t(MESSAGES.homeNoProduct)}</p>
      ) : (
        <form
          className="sc-home__form"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <ComboBox
            label={t(MESSAGES.homeProductLabel)}
            placeholder={t(MESSAGES.homeProductPlaceholder)}
            promptText={t(MESSAGES.homeProductPlaceholder)}
            loadingText={t(MESSAGES.homeProductLoading)}
            noResultsText={t(MESSAGES.homeNoResults, { query })}
            searchErrorText={t(MESSAGES.homeProductError)}
            minSearchLength={0}
            debounceMs={0}
            onSearch={async (text) => {
              setQuery(text);
              const needle = text.toLocaleLowerCase();
              return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
            }}
            onItemChange={(item) => setChosen(item ? String(item.id) : null)}
          />
          <Button type="submit" isDisabled={!chosen}>
            {t(MESSAGES.homeStart)}
          </Button>
        </form>
      )}
    </section>
  );
}
