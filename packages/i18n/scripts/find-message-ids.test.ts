import { expect, test } from 'vitest';
import { findMessageIds } from './find-message-ids.ts';

test.each([
  ["intl.formatMessage({ id: 'errors.required' })", ['errors.required']],
  ['intl.formatMessage({ id: "errors.email" }, { x: 1 })', ['errors.email']],
  ['formatMessage({\n  id: \'a.b\',\n  description: "x" })', ['a.b']],
  ['<Message id="criteria.title" />', ['criteria.title']],
  ["<Message values={{ n: 1 }} id={'offer.title'} />", ['offer.title']],
  ["const label = useMessage('signature.sms.label');", ['signature.sms.label']],
  ["const ids = [messageId('offer.formula.economic.title')];", ['offer.formula.economic.title']],
  ["{t('common.back')}", ['common.back']],
  ["set('x'); split('y'); obj.t('z')", []],
  ["const toast = { id: 'toast-1' };", []],
  [
    "const TITLES = { offer: 'offer.title', back: 'common.back' } as const satisfies Record<string, MessageId>;",
    ['offer.title', 'common.back'],
  ],
  ["const ROUTES = { offer: 'offre' } satisfies Record<string, string>;", []],
  // An id built at run time is not a literal, so the convention (and this check) leaves it out.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test contains a template literal.
  ['formatMessage({ id: `offer.${formula}` })', []],
])('%s', (code, ids) => {
  expect(findMessageIds(code).map((use) => use.id)).toEqual(ids);
});

test('reports 1-based lines', () => {
  expect(findMessageIds("\n\n<Message id='a' />\nt('b')")).toEqual([
    { id: 'a', line: 3 },
    { id: 'b', line: 4 },
  ]);
});

test('comments are not uses', () => {
  expect(findMessageIds("// t('in.a.comment')\n/** @example <Message id=\"doc\" /> */\nt('real')")).toEqual([
    { id: 'real', line: 3 },
  ]);
});
