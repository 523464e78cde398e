import { expect, test } from 'vitest';
import { applyOverrides } from './apply-overrides.ts';
import { getTheme } from './get-theme.ts';
import { pageTitle } from './page-title.ts';

test.each([
  ['Offre', getTheme('plussimple'), 'Offre • +Simple'],
  ['Zeichnung', getTheme('plussimple-de'), 'Zeichnung • +Simple Deutschland'],
  ['Devis', getTheme('maif'), 'Devis • MAIF'],
  ['  Paiement ', getTheme('qbe'), 'Paiement • QBE'],
  ['Offre', applyOverrides(getTheme('plussimple'), { name: 'Cabinet Durand' }), 'Offre • Cabinet Durand'],
  ['', getTheme('oryx'), 'Oryx'],
])("pageTitle(%j) is 'title • brand'", (title, theme, expected) => {
  expect(pageTitle(title, theme)).toBe(expected);
});
