/**
 * The search key of a name: accents and case removed, punctuation folded to single spaces, so that
 * "Saint-Étienne", "saint etienne" and "SAINT ÉTIENNE" share one key and a btree prefix index serves them.
 *
 * @example
 * normalizeSearch("L'Haÿ-les-Roses"); // 'l hay les roses'
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
