import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { queryOptions } from '@tanstack/react-query';
import { languageHeaders } from '../../core/language-headers.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
import { unwrap } from '../../core/unwrap.ts';

/** An activity result, as the combobox lists it: the NAF code is its id. */
export type ActivityOption = { id: string; label: string; description: string };

/**
 * The NAF activities matching the typed words or code (`GET /v2/activities?query=`), labelled in `locale`
 * when given, else in the page's language.
 *
 * @example
 * const options = await searchActivities(client, 'boulan', { signal });
 */
export async function searchActivities(
  client: CoreApiClient,
  query: string,
  { signal, locale }: { signal?: AbortSignal; locale?: Locale } = {},
): Promise<ActivityOption[]> {
  const answer = await client.GET('/v2/activities', {
    params: { query: { query, per_page: 20 } },
    ...(signal ? { signal } : {}),
    ...(locale ? { headers: languageHeaders(locale) } : {}),
  });
  return unwrap(answer).data.map((activity) => ({
    id: activity.code,
    label: activity.label,
    description: activity.code,
  }));
}

/**
 * The activity code a prospect has saved: its `activity_code`, else the `naf` the core (or a company search)
 * gave it, else null.
 *
 * @example
 * savedActivityCode({ activity_code: null, naf: '10.71C' }); // '10.71C'
 */
export function savedActivityCode(prospect: {
  readonly activity_code?: string | null;
  readonly naf?: string | null;
}): string | null {
  return prospect.activity_code ?? prospect.naf ?? null;
}

/**
 * An activity code as an option labelled in `locale`, found by searching the code, or null without a code
 * (or when no activity has it).
 *
 * @example
 * (await activityByCode(client, '10.71C', 'de-DE'))?.label; // 'Herstellung von Backwaren…'
 */
export async function activityByCode(
  client: CoreApiClient,
  code: string | null,
  locale: Locale,
): Promise<ActivityOption | null> {
  if (!code) return null;
  return (await searchActivities(client, code, { locale })).find((option) => option.id === code) ?? null;
}

/**
 * The saved activity as an option in the page's language (a returning visitor sees its label; the summary
 * of the answers shows it), or null without one.
 *
 * @example
 * const saved = useQuery(savedActivityQuery(client, tenant, prospectId, prospect.activity_code, locale));
 */
export function savedActivityQuery(
  client: CoreApiClient,
  tenant: string,
  prospectId: string,
  code: string | null,
  locale: Locale,
) {
  const queryKey = journeyKeys.inLanguage(journeyKeys.activity(tenant, prospectId, code), locale);
  return queryOptions({
    queryKey,
    queryFn: () => activityByCode(client, code, locale),
    placeholderData: keptWhileSwitching<ActivityOption | null>(queryKey),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
