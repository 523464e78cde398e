/** What the signing page posts when its height changes (the core's sandbox provider: sandbox-pages.ts). */
const FRAME_SIZE_MESSAGE = 'souscrire:signing-frame-size';

/**
 * The frame's height as its page asks: the page's own height, within bounds that keep a broken message from
 * hiding the screen; undefined when the message is not the signing page's.
 */
export function askedFrameHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== FRAME_SIZE_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return undefined;
  return Math.min(Math.max(Math.ceil(height), 240), 2400);
}
