/**
 * The data block (`<script type="application/json" id={id}>`) of a page the web server rendered into `element`,
 * when it was rendered from what the browser has (`expected`: the tenant, environment... each compared), or
 * undefined for a page the browser renders itself (the server did not render it, or rendered it from another
 * configuration or address).
 *
 * @example
 * serverRenderedData<HomeViewData>(root, HOME_VIEW_DATA_ID, { tenant: 'maif', environment: 'local' });
 */
export function serverRenderedData<T extends object>(
  element: HTMLElement,
  id: string,
  expected: Partial<T>,
): T | undefined {
  const block = document.getElementById(id);
  if (!block || element.childElementCount === 0) return undefined;
  const data = JSON.parse(block.textContent ?? '') as T;
  const matches = Object.entries(expected).every(([key, value]) => data[key as keyof T] === value);
  return matches ? data : undefined;
}
