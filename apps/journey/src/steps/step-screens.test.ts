import { describe, expect, test } from 'vitest';
import { SCREEN_ROUTES, STEP_SCREENS, screenModule } from './step-screens.ts';

describe('every screen route of the step registry has its steps/<screen>/ folder and component', () => {
  test.each(SCREEN_ROUTES.map((route) => [route.name, route.screen] as const))(
    '%s shows steps/%s',
    async (name, screen) => {
      const { path, exportName } = screenModule(screen);
      const module: Record<string, unknown> = await import(/* @vite-ignore */ path);
      expect(typeof module[exportName]).toBe('function');
      expect(STEP_SCREENS.get(name)).toBeDefined();
    },
  );
});

test.each([
  ['offer', './offer/offer-screen.tsx', 'OfferScreen'],
  ['shareholders', './shareholders/shareholders-screen.tsx', 'ShareholdersScreen'],
  ['unhooking', './unhooking/unhooking-screen.tsx', 'UnhookingScreen'],
] as const)('screenModule(%s)', (screen, path, exportName) => {
  expect(screenModule(screen)).toEqual({ path, exportName });
});
