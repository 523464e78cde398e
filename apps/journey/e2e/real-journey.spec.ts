import { test } from './support/csp-test.ts';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';
import { expectServerSessionCookie, watchCoreCalls } from './support/session-cookie.ts';

// The journey a person takes: from the home page to the customer space showing the new contract,
// clicking and typing only. No cookie or token is injected and the core is never called, but for the dev
// mailbox (the SMS code), as a tester reads their phone. Axe checks every screen on the way.
// maif in French on a phone and plussimple-de in German on a desktop take this same journey, with the same checks
// (the sessions in cookies no script reads, the core called only through the app), in finalization.spec.ts,
// which goes on from the customer space; here are the brands and languages it does not play.

const PERSONAS: { project: 'desktop' | 'phone'; persona: () => Persona }[] = [
  {
    project: 'desktop',
    // An SA: it declares its beneficial owners after the documents.
    persona: () => frenchPersona({ companyId: '185649290' }),
  },
  {
    project: 'desktop',
    persona: () => ({
      tenant: 'plussimple-it',
      language: 'it',
      country: 'IT',
      product: 'Responsabilità civile professionale',
      activity: 'Panetteria',
      postalCode: '00184',
      ...uniqueContact('giulia', '+3934', ''),
      payment: 'card',
      iban: '',
    }),
  },
  {
    project: 'desktop',
    persona: () => ({
      tenant: 'plussimple-es',
      language: 'es',
      country: 'ES',
      product: 'Multirriesgo empresarial',
      activity: 'Panadería',
      postalCode: '28001',
      ...uniqueContact('lucia', '+346', ''),
      payment: 'sepa',
      iban: 'ES91 2100 0418 4502 0005 1332',
    }),
  },
];

for (const { project, persona } of PERSONAS) {
  const sample = persona();
  test(`${sample.tenant} (${sample.language}, ${project}): home to the customer space, paying by ${sample.payment}`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `played on the ${project}`);
    test.setTimeout(120_000);
    const calls = watchCoreCalls(page);
    const person = new Person(page, persona());
    await person.chooseAnOffer();
    // Leaving the offer earns the client session (contracts): the documents open without any login.
    await person.signAndPay();
    // The journey's web server holds that session, in a cookie no script reads.
    await expectServerSessionCookie(page);
    await person.openCustomerSpace();
    // So does the customer space's, after the person signs in there.
    await expectServerSessionCookie(page);
    calls.expectOnlyThroughTheApp();
  });
}
