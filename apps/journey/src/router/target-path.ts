import { type Locale, localizedPath } from '@souscrire/i18n';
import type { RouteTarget } from '@souscrire/workflow';

/**
 * The address of a workflow route target (`routeForStep`'s answer) for a prospect, in a locale.
 *
 * @example
 * targetPath({ name: 'subscription.criteria.step', params: { step: 'turnover' } }, 'fr-FR', id);
 * // '/fr-FR/souscription/<id>/criteres/turnover'
 */
export function targetPath(target: RouteTarget, locale: Locale, id: string): string {
  return target.params
    ? localizedPath(target.name, locale, { id, step: target.params.step })
    : localizedPath(target.name, locale, { id });
}
