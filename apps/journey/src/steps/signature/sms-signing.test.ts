import { describe, expect, test } from 'vitest';
import { initialSmsSigning, type SmsSigning, type SmsSigningEvent, smsSigning } from './sms-signing.ts';

const start = initialSmsSigning('+33 6 •• •• •• 78', 30);
const after = (...events: SmsSigningEvent[]): SmsSigning => events.reduce(smsSigning, start);

describe('smsSigning', () => {
  test.each<[string, SmsSigningEvent[], Partial<SmsSigning>]>([
    ['the first code texted', [], { code: '', refused: false, resent: false, retryIn: 30, countdown: 0 }],
    ['digits typed', [{ type: 'typed', code: '12' }], { code: '12', refused: false }],
    [
      'a wrong code: said on the field, the countdown left as it runs',
      [{ type: 'typed', code: '123456' }, { type: 'refused' }],
      { code: '123456', refused: true, countdown: 0 },
    ],
    [
      'typing again after a refusal takes it away',
      [{ type: 'typed', code: '123456' }, { type: 'refused' }, { type: 'typed', code: '12345' }],
      { code: '12345', refused: false },
    ],
    [
      'a locked code restarts the countdown from the core seconds',
      [{ type: 'refused', retryIn: 60 }],
      { refused: true, retryIn: 60, countdown: 1 },
    ],
    [
      'a new code: the field empties, the refusal goes, the notice and the new phone show, a new countdown',
      [
        { type: 'typed', code: '123456' },
        { type: 'refused' },
        { type: 'sent', phoneHint: '+33 7 •• 12', retryIn: 45 },
      ],
      { code: '', refused: false, resent: true, phoneHint: '+33 7 •• 12', retryIn: 45, countdown: 1 },
    ],
    [
      'a refusal after a new code keeps the notice',
      [{ type: 'sent', phoneHint: undefined, retryIn: 30 }, { type: 'refused' }],
      { resent: true, refused: true },
    ],
    [
      'no new code yet: the typed code stays, the countdown starts again',
      [
        { type: 'typed', code: '12' },
        { type: 'held', retryIn: 12 },
      ],
      { code: '12', resent: false, retryIn: 12, countdown: 1 },
    ],
  ])('%s', (_, events, expected) => {
    expect(after(...events)).toMatchObject(expected);
  });
});
