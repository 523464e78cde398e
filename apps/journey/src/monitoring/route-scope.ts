/**
 * The `step` tag of a report from a route name: the subscription screen's step (`offer` for
 * `subscription.offer`, `criteria` for `subscription.criteria.step`), else the route name itself (`home`).
 *
 * @example
 * stepOfRoute('subscription.criteria.step'); // 'criteria'
 */
export function stepOfRoute(routeName: string | undefined): string | undefined {
  if (routeName === undefined) return undefined;
  const match = /^subscription\.([^.]+)/.exec(routeName);
  return match?.[1] ?? routeName;
}
