import { modeHsl, modeLrgb, modeOklab, modeOklch, modeRgb, type Oklch, useMode } from 'culori/fn';

// The colour spaces the themes read and compute in, registered one by one from culori's tree-shakable entry:
// its main entry registers every space it knows (about 15 KB gzipped on the journey's first page).
// Brand and agent colours are read in hex, rgb(), hsl(), named, oklab() or oklch(); contrast is measured in
// linear sRGB.
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeHsl);
useMode(modeOklab);

/** Reads a CSS colour into OKLCH, or `undefined` when it is not one this package reads. */
export const oklch: (color: string) => Oklch | undefined = useMode(modeOklch);
