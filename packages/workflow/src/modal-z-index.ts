/** The z-index of the first modal in the stack. */
export const MODAL_Z_INDEX_BASE = 1000;

/**
 * The z-index of the modal at `index` in the stack (1000 + 2 * index), leaving one level between
 * two modals for the upper one's backdrop.
 *
 * @example
 * modalZIndex(0); // 1000
 * modalZIndex(2); // 1004
 */
export function modalZIndex(index: number): number {
  return MODAL_Z_INDEX_BASE + 2 * index;
}
