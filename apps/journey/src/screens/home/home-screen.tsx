import { type Locale, localizedPath } from '@souscrire/i18n';
import { ComboBox } from '@souscrire/ui/combo-box';
import { Heading } from '@souscrire/ui/heading';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { MESSAGES } from '../../app/message-ids.ts';
import { useText } from '../../app/use-text.ts';
import type { JourneyApi } from '../../core/journey-api.ts';
import { journeyQueries } from '../../router/journey-queries.ts';

type HomeContext = { api: JourneyApi; tenant: string; country: string; locale: Locale };

/**
 * Home (spec 2): choose a product from a dropdown, which starts a subscription through /intent. An empty
 * catalogue says 'no product available'; a search without match says so too.
 */
export function HomeScreen() {
  const t = useText();
  const router = useRouter();
  const { api, tenant, country, locale } = useRouteContext({ strict: false }) as HomeContext;
  const { data: products } = useSuspenseQuery(journeyQueries.products(api, tenant, country));
  const options = products.map((product) => ({
    id: product.slug,
    label: product.name,
    description: product.description ?? undefined,
  }));
  return (
    <section className="sc-home">
      <Heading level={1}>{t(MESSAGES.homeTitle)}</Heading>
      <p>{t(MESSAGES.homeIntro)}</p>
      {options.length === 0 ? (
        <p role="status">{t(MESSAGES.homeNoProduct)}</p>
      ) : (
        <ComboBox
          label={t(MESSAGES.homeProductLabel)}
          placeholder={t(MESSAGES.homeProductPlaceholder)}
          promptText={t(MESSAGES.homeProductPrompt)}
          loadingText={t(MESSAGES.homeProductLoading)}
          noResultsText={t(MESSAGES.homeNoResults)}
          searchErrorText={t(MESSAGES.homeProductError)}
          minSearchLength={0}
          debounceMs={0}
          onSearch={async (query) => {
            const needle = query.toLocaleLowerCase();
            return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
          }}
          onItemChange={(item) => {
            if (!item) return;
            const search = new URLSearchParams({ type: 'product', product_slug: String(item.id) });
            void router.navigate({ href: `${localizedPath('intent', locale, {})}?${search}` });
          }}
        />
      )}
    </section>
  );
}
