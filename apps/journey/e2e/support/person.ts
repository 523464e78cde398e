import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '@souscrire/i18n';
import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { analyzeWhenStill } from './accessibility.ts';
import { CORE_URL, devMailbox, type Mailbox, tenantJourneyUrl } from './core.ts';

/** A contract number as the core makes it: `<TENANT>-<YEAR>-<7 digits>`. */
export const CONTRACT_NUMBER = /^[A-Z0-9]+(?:-[A-Z0-9]+)*-\d{4}-\d{7}$/;

// Over 300 lines on purpose: one class, one method per screen a person meets, in journey order, so a spec
// reads as the journey itself; split by screen, each method would need the person's state passed around.
//
// A person going through the journey: only what a person does in a browser (clicks, typing, the keyboard),
// reading the texts the screens show in their language. The one thing read outside the browser is the dev
// mailbox, for the SMS code and the first-login e-mail, as a tester reads their phone and inbox.

/** How long the journey's smooth scroll to the top may run once started. */
const SCROLL_OVER_MS = 1_000;

const MESSAGES_DIR = join(import.meta.dirname, '../../../../packages/i18n/messages');

/** The interface languages of the journey: i18n's. */
export type { Language };

/** The messages a person reads in a language: the same catalogues the journey shows. */
export function catalogue(language: Language): (id: string) => string {
  const source = JSON.parse(readFileSync(join(MESSAGES_DIR, 'source.json'), 'utf8')) as Record<
    string,
    { defaultMessage: string }
  >;
  const translated =
    language === 'en'
      ? {}
      : (JSON.parse(readFileSync(join(MESSAGES_DIR, `${language}.json`), 'utf8')) as Record<string, string>);
  return (id) => {
    const text = translated[id] ?? source[id]?.defaultMessage;
    if (text === undefined) throw new Error(`no message ${id}`);
    return text;
  };
}

const CORE_TEXTS = join(import.meta.dirname, '../../../core-service/src/data/core-texts.json');

/** A text of the core's own pages (the sandbox signing page) in a language, as the core writes it. */
export function coreText(id: string, language: Language): string {
  const texts = JSON.parse(readFileSync(CORE_TEXTS, 'utf8')) as {
    texts: Record<string, Record<Language, string>>;
  };
  const text = texts.texts[id]?.[language];
  if (text === undefined) throw new Error(`no core text ${id}`);
  return text;
}

/** Who the person is and what they answer, per country. */
export type Persona = {
  tenant: string;
  language: Language;
  country: 'FR' | 'DE' | 'IT' | 'ES';
  /** The product's name as the home dropdown shows it. */
  product: string;
  /** What they type to find their activity, and their city's postal code. */
  activity: string;
  postalCode: string;
  /** A company ID the register knows (FR), or none: they continue without one. */
  companyId?: string;
  /** Their mobile, in their country's format. */
  phone: string;
  email: string;
  payment: 'card' | 'sepa';
  iban: string;
  /** A country brand (plussimple, plussimple-de) opened on its own host (plussimple.localhost), not by country. */
  ownHost?: boolean;
};

/** A French visitor of plussimple buying professional liability by card, with what a test changes. */
export const frenchPersona = (overrides: Partial<Persona> = {}): Persona => ({
  tenant: 'plussimple',
  language: 'fr',
  country: 'FR',
  product: 'Responsabilité civile professionnelle',
  activity: 'boulan',
  postalCode: '75011',
  ...uniqueContact('jeanne', '+336', ''),
  payment: 'card',
  iban: '',
  ...overrides,
});

/** A fresh e-mail and phone for each run (the core keeps what earlier runs created). */
export function uniqueContact(prefix: string, countryCode: string, mobilePrefix: string) {
  // A 5 first: each country's numbering plan takes it as a mobile (a random 06 94… is French Guiana's, refused).
  const stamp = `5${`${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-7)}`;
  return { email: `${prefix}.${stamp}@example.com`, phone: `${countryCode}${mobilePrefix}${stamp}` };
}

/**
 * Every accessibility rule passes on the page as it is, live region included (a provider's framed page is
 * not ours).
 */
export async function expectAccessible(page: Page, providerFrame?: string): Promise<void> {
  const results = await analyzeWhenStill(page, { exclude: providerFrame ? [providerFrame] : [] });
  expect(
    results.violations.map((violation) => [violation.id, violation.nodes.map((node) => node.html)]),
  ).toEqual([]);
}

/**
 * The newest message of the tenant's mailbox (the dev mailbox unless another is given) that mentions
 * `recipient` and matches `pattern`; answers the pattern's first group.
 */
export async function readMailbox(
  tenant: string,
  recipient: string,
  pattern: RegExp,
  mailbox: Mailbox = devMailbox,
): Promise<string> {
  let rows: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    rows = await mailbox(tenant);
    const match = rows.find((line) => line.includes(recipient) && pattern.test(line))?.match(pattern)?.[1];
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `nothing matching ${pattern} for ${recipient} in the ${tenant} mailbox:\n${rows.slice(0, 3).join('\n')}`,
  );
}

/**
 * The newest resume link e-mailed to `email` (save for later), read in the tenant's dev mailbox as the person
 * reads their inbox, ready to open.
 */
export async function readResumeLink(tenant: string, email: string): Promise<string> {
  return readLink(tenant, email, 'subscription');
}

/** The newest link of the journey's /intent of `type` e-mailed to `email`, read in the tenant's mailbox. */
async function readLink(
  tenant: string,
  email: string,
  type: 'subscription' | 'password',
  mailbox: Mailbox = devMailbox,
): Promise<string> {
  const link = await readMailbox(
    tenant,
    email,
    new RegExp(`(https?://\\S+?/intent\\?type=${type}[^\\s<]+)`),
    mailbox,
  );
  return link.replaceAll('&#38;', '&').replaceAll('&amp;', '&');
}

/** How a {@link Person} behaves beyond its persona. */
export type PersonOptions = {
  /**
   * Awaited after each press that moves to another screen (the home's start, Continue), before the person
   * looks at the page: the transitions benchmark waits there for the next screen, since the checks a test
   * makes run on the page's own thread and would be timed with the move.
   */
  afterMove?: () => Promise<void>;
  /** Where the person reads their SMS and e-mails: the dev mailbox by default. */
  mailbox?: Mailbox;
  /** How the person comes to the journey: its home page by default ({@link Person.startFromHome}). */
  arrive?: (person: Person) => Promise<void>;
  /**
   * Called once a screen is reached and checked, with its name (its heading's message id): where the screens'
   * screenshots are taken (`screens.spec.ts`).
   */
  look?: (page: Page, screen: string) => Promise<void>;
};

/** A person driving the journey in their language. */
export class Person {
  /** The texts of the language the person reads the journey in (it changes with {@link switchLanguage}). */
  t: (id: string) => string;
  readonly page: Page;
  readonly persona: Persona;
  private readonly afterMove: () => Promise<void>;
  /**
   * The address a press of Continue was made on: the next screen it reached (another address) must hold the
   * focus on its heading. A Continue that stays (the screen's errors shown) moves the focus to the errors.
   */
  private continuedFrom: string | undefined;
  /**
   * When the screen on show was last seen arrive (Date.now(): a Continue pressed, a heading seen), no earlier than
   * it did: the journey scrolls it to the top SCROLL_DELAY_MS after its arrival.
   */
  private shownAt = 0;
  private readonly mailbox: Mailbox;
  private readonly arrive: (person: Person) => Promise<void>;
  private readonly look: (page: Page, screen: string) => Promise<void>;

  constructor(page: Page, persona: Persona, options: PersonOptions = {}) {
    this.page = page;
    this.persona = persona;
    this.t = catalogue(persona.language);
    this.afterMove = options.afterMove ?? (async () => {});
    this.mailbox = options.mailbox ?? devMailbox;
    this.arrive = options.arrive ?? ((person) => person.startFromHome());
    this.look = options.look ?? (async () => {});
  }

  get locale(): string {
    return `${this.persona.language}-${this.persona.country}`;
  }

  private nextButton() {
    return this.page.getByRole('button', { name: this.t('common.continue'), exact: true });
  }

  /**
   * Changes the journey's language with the header's links (folded behind the current language on a phone),
   * and reads it in that language from then on: the same screen, in the new words.
   */
  async switchLanguage(language: Language): Promise<void> {
    this.continuedFrom = undefined;
    const languages = this.page.getByRole('navigation', { name: this.t('layout.language-switcher.label') });
    const toggle = languages.getByRole('button', { name: this.t(`language.${this.persona.language}`) });
    if (await toggle.isVisible()) await toggle.click();
    await languages.getByRole('link', { name: this.t(`language.${language}`) }).click();
    this.persona.language = language;
    this.t = catalogue(language);
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
  }

  /** Presses the screen's Continue, to move on. */
  async continue(): Promise<void> {
    this.continuedFrom = this.page.url();
    await this.untilScrolledHome();
    await this.nextButton().click();
    this.shownAt = Date.now();
    await this.afterMove();
  }

  /**
   * Before a press on a screen just shown, waits for the journey's own scroll to the top to be over, as a person
   * waits for the page to stop moving: SCROLL_DELAY_MS after a navigation the journey scrolls a page that is not
   * at its top there, smoothly (unless a field has the focus). A press aimed before it lands where the button
   * was (a field above it, the signing frame's margin), and nothing happens. A page at its top, or with a field
   * focused, has nothing to wait for; another is pressed once at its top, or once the scroll would surely be over.
   */
  private async untilScrolledHome(): Promise<void> {
    const over = this.shownAt + SCROLL_DELAY_MS + SCROLL_OVER_MS;
    const offset = () =>
      this.page.evaluate(() =>
        Math.round(window.scrollY + (document.querySelector('[data-outlet]')?.scrollTop ?? 0)),
      );
    // A field with the focus keeps the journey from scrolling (the press then moves the focus, too late to matter).
    const typing = () =>
      this.page.evaluate(
        () => document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') ?? false,
      );
    await expect
      .poll(async () => Date.now() > over || (await offset()) === 0 || (await typing()), {
        intervals: [50],
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const before = await offset();
        await this.page.waitForTimeout(50);
        return before === (await offset());
      })
      .toBe(true);
  }

  /**
   * Waits for a screen by its heading (the question), checks that the page title starts with that heading,
   * then checks the screen with axe. A screen reached by Continue has moved the focus to its heading, for a
   * keyboard or screen reader user (GOV.UK's question pages).
   */
  async reach(titleId: string, providerFrame?: string): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1, name: this.t(titleId) });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    // Seen now: the screen arrived before, so its scroll to the top is over by SCROLL_DELAY_MS and a run after.
    this.shownAt = Date.now();
    await this.expectFocusAfterContinue(heading);
    // While the screen shows errors, the title starts with 'Erreur : ' (the journey's error prefix).
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const shown = literal(((await heading.textContent()) ?? '').trim());
    const [errorPrefix = ''] = this.t('layout.error-title-prefix').split('{title}');
    await expect(this.page).toHaveTitle(new RegExp(`^(${literal(errorPrefix)})?${shown}`));
    // Once the screen's data is there (Continue stays disabled while it loads), as a person would see it.
    const next = this.nextButton();
    if ((await next.count()) > 0) {
      await expect(next).toBeEnabled();
      await this.expectUncovered(next);
    }
    await expectAccessible(this.page, providerFrame);
    await this.look(this.page, titleId);
  }

  /** After a press of Continue, the new screen's heading holds the focus. */
  private async expectFocusAfterContinue(heading: Locator): Promise<void> {
    const from = this.continuedFrom;
    this.continuedFrom = undefined;
    if (from === undefined || this.page.url() === from) return;
    await expect(heading, 'the focus, after Continue').toBeFocused();
  }

  /** Nothing (the debug panel, a bar) lies over the element where a person would click it. */
  async expectUncovered(target: Locator): Promise<void> {
    // Scrolled to and looked at in one go: the journey's own smooth scroll to the top may be under way.
    const isOnTop = await target.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(isOnTop, 'nothing covers it').toBe(true);
  }

  /** Types in a search combobox and picks the first result with the keyboard. */
  async pickFirst(label: string | RegExp, text: string): Promise<void> {
    const combobox = this.page.getByRole('combobox', { name: label });
    await combobox.fill(text);
    // A result has a label; the list's empty state ('no result', 'searching') has none.
    const first = this.page
      .getByRole('option')
      .filter({ has: this.page.locator('[slot="label"]') })
      .first();
    await expect(first).toBeVisible();
    await combobox.press('ArrowDown');
    await expect(first).toHaveAttribute('data-focused', 'true');
    const chosen = (await first.locator('[slot="label"]').textContent()) ?? '';
    await combobox.press('Enter');
    await expect(combobox).toHaveValue(chosen);
  }

  /**
   * From the home page up to the offer chosen and the answers checked, everything answered within the
   * product's bounds.
   */
  async chooseAnOffer(): Promise<void> {
    await this.answerUpToTheOffer();
    await this.checkAnswers();
  }

  /** From the home page to the offer chosen, arriving on 'Check your answers'. */
  async answerUpToTheOffer(): Promise<void> {
    await this.reachTheOffer();
    await this.chooseOffer();
  }

  /** From the home page (or the way the person arrives) to the offer, every answer before it given. */
  async reachTheOffer(): Promise<void> {
    await this.arrive(this);
    await this.introduce();
    await this.answerCriteria({ revenue: '250000' });
    await this.confirmContact();
    await this.declare();
  }

  /** From the documents (reached by leaving the offer) to the payment done. */
  async signAndPay(): Promise<void> {
    await this.acknowledgeDocuments();
    await this.declareOwnersIfAsked();
    await this.sign();
    await this.pay();
  }

  /** The journey's address for the persona's brand: chosen by its host (maif.localhost), else by the country. */
  private journeyHost(): string {
    return this.persona.tenant.startsWith('plussimple') && !this.persona.ownHost
      ? ''
      : tenantJourneyUrl(this.persona.tenant);
  }

  /** Home: picks the product (a card of a short catalogue, else in the combobox of a long one), starts. */
  async startFromHome(): Promise<void> {
    // A brand chosen by its host (maif.localhost), else by the country of the address.
    await this.page.goto(`${this.journeyHost()}/${this.locale}`);
    await this.reach('home.title');
    // Every tenant answers its favicon (/favicon.ico was 404).
    expect(await this.page.evaluate(async () => (await fetch('/favicon.ico')).status)).toBe(200);
    const card = this.page.getByRole('radio', { name: this.persona.product, exact: true });
    // The card is the radio's label: a person clicks it.
    if ((await card.count()) > 0) await this.page.locator('label').filter({ has: card }).click();
    else await this.pickFirst(this.t('home.product.label'), this.persona.product);
    await this.page.getByRole('button', { name: this.t('home.submit') }).click();
    await this.afterMove();
  }

  /** Activity, city and company (the introduction). */
  async introduce(): Promise<void> {
    await this.giveActivityAndCity();
    if (this.persona.companyId) {
      await this.pickFirst(this.t('company.search.label'), this.persona.companyId);
      await this.continue();
    } else {
      // No company ID: they give its name and address themselves.
      await this.page.getByRole('button', { name: this.t('company.no-company-id') }).click();
      await this.page
        .getByLabel(this.t('confirmation.fields.company-name'), { exact: true })
        .fill('Martin & Fils');
      await this.page
        .getByLabel(this.t('confirmation.fields.address'), { exact: true })
        .fill('12 Hauptstraße');
      await expectAccessible(this.page);
      await this.continue();
    }
  }

  /** The activity and the city, up to the company screen. */
  async giveActivityAndCity(): Promise<void> {
    await this.reach('activity.title');
    await this.pickFirst(this.t('activity.search.label'), this.persona.activity);
    await this.continue();
    await this.reach('city.title');
    await this.pickFirst(new RegExp(this.t('city.search.label')), this.persona.postalCode);
    await this.continue();
    await this.reach('company.title');
  }

  /**
   * A company the register does not know: typed by hand with its company ID, named as the country's
   * register names it (the label's case for the persona's country). Continue is left to the caller.
   */
  async typeCompanyByHand(name: string, companyId: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.t('company.manual.open') }).click();
    await this.page.getByLabel(this.t('confirmation.fields.company-name'), { exact: true }).fill(name);
    const label = this.t('company.manual.id.label');
    const country = this.persona.country === 'FR' ? 'other' : this.persona.country;
    const idLabel = label.match(new RegExp(`${country} \\{([^}]*)\\}`))?.[1] ?? label;
    const field = this.page.getByLabel(idLabel, { exact: true });
    await field.fill(companyId);
    return field;
  }

  /**
   * 'Your information': every question of every sub-step (or of the first `subSteps` only) answered within
   * the product's bounds.
   */
  async answerCriteria(
    answers: Record<string, string> = {},
    subSteps = Number.POSITIVE_INFINITY,
  ): Promise<void> {
    await this.reach('criteria.title');
    // 'Question 1 of 2': how many sub-steps there are, then each one's own fields on screen.
    const progress = (current: string, total: string) =>
      new RegExp(`^${this.t('criteria.progress').replace('{current}', current).replace('{total}', total)}$`);
    const counter = this.page.getByText(progress('1', '(\\d+)'));
    await expect(counter).toBeVisible();
    const total = Number((await counter.textContent())?.match(progress('1', '(\\d+)'))?.[1]);
    await this.expectNamedErrors(counter);
    for (let subStep = 1; subStep <= Math.min(total, subSteps); subStep++) {
      await expect(this.page.getByText(progress(String(subStep), String(total)))).toBeVisible();
      await this.answerQuestion(answers);
    }
  }

  /** The questions of the criteria sub-step on screen, answered (empty fields only), then Continue. */
  async answerQuestion(answers: Record<string, string> = {}): Promise<void> {
    await expect(this.nextButton()).toBeEnabled();
    const form = this.page.locator('main form, main article');
    for (const field of await form.getByRole('textbox').all()) {
      // A number field names the hidden input that follows the field, not the visible one.
      const name = await field.evaluate((input) => {
        const next = input.closest('.sc-field')?.nextElementSibling;
        return input.getAttribute('name') ?? (next instanceof HTMLInputElement ? next.name : '');
      });
      if ((await field.inputValue()) === '') await field.fill(answers[name] ?? '3');
      // An amount carries its unit, in the label and once formatted in the page's language.
      if (name === 'revenue') {
        await field.blur();
        await expect(field).toHaveAccessibleName(/€/);
        await expect(field).toHaveValue(/\d\D\d{3}\D*€|€\D*\d{1,3}\D\d{3}/);
      }
    }
    for (const group of await form.getByRole('radiogroup').all()) {
      await this.pick(group.getByRole('radio').last());
    }
    await this.continue();
  }

  /**
   * Continue on an empty form: the error summary names each missing field ('Fill in “Number of employees”',
   * not 'This field is required' twice) and lies clear of the line above it.
   */
  async expectNamedErrors(lineAbove: Locator): Promise<void> {
    // A press that stays on the screen.
    await this.untilScrolledHome();
    await this.nextButton().click();
    const summary = this.page
      .getByRole('heading', { name: this.t('layout.error-summary.title') })
      .locator('..');
    await expect(summary).toBeVisible();
    const named = new RegExp(
      `^(${[this.t('errors.required-named'), this.t('errors.answer-named')]
        .map((text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{field}', '.+'))
        .join('|')})$`,
    );
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toHaveText(named);
    await expect(summary.getByRole('link', { name: this.t('errors.required'), exact: true })).toHaveCount(0);
    const line = await lineAbove.boundingBox();
    const frame = await summary.boundingBox();
    expect(line && frame && frame.y >= line.y + line.height, 'the summary clears the line above').toBe(true);
  }

  /** Contact details confirmation: e-mail, mobile and names, then the company's address as prefilled. */
  async confirmContact(): Promise<void> {
    await this.reach('confirmation.title');
    await this.page.getByLabel(this.t('confirmation.fields.email'), { exact: true }).fill(this.persona.email);
    await this.page.getByLabel(this.t('confirmation.fields.phone'), { exact: true }).fill(this.persona.phone);
    await this.page.getByLabel(this.t('confirmation.fields.owner-firstname'), { exact: true }).fill('Jeanne');
    await this.page.getByLabel(this.t('confirmation.fields.owner-lastname'), { exact: true }).fill('Martin');
    await this.continue();
    await expect(this.page).toHaveURL(/\/company$/);
    // The company's address is a sub-step with its own heading, which the page title says too.
    await this.reach('confirmation.company.title');
    const name = this.page.getByLabel(this.t('confirmation.fields.company-name'), { exact: true });
    if ((await name.inputValue()) === '') await name.fill('Martin & Fils');
    const address = this.page.getByLabel(this.t('confirmation.fields.address'), { exact: true });
    if ((await address.inputValue()) === '') await address.fill('12 Hauptstraße');
    await expectAccessible(this.page);
    await this.continue();
  }

  /** 'Your declarations': 'No' to each statement, when the product asks any (else skipped). */
  async declare(): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(new RegExp(`^(${this.t('killing.title')}|${this.t('offer.title')})$`));
    if ((await heading.textContent()) === this.t('offer.title')) return;
    await this.reach('killing.title');
    await expect(this.page.getByText(this.t('killing.intro'), { exact: true })).toBeVisible();
    for (const group of await this.page.getByRole('radiogroup').all()) {
      await this.pick(group.getByRole('radio', { name: this.t('common.no'), exact: true }));
    }
    await this.continue();
  }

  /** The offer: the recommended formula (the first card) and the first excess level, then Continue. */
  async chooseOffer(formula = 'offer.formula.balanced.title'): Promise<void> {
    await this.pickOffer(formula);
    await this.continue();
  }

  /** The offer: a formula and the first excess level chosen, the summary showing its price. */
  async pickOffer(formula = 'offer.formula.balanced.title'): Promise<void> {
    await this.reach('offer.title');
    // Each formula's price says its period.
    const perYear = `${this.t('offer.price.taxes-included')} ${this.t('offer.price.period').match(/other \{([^}]*)\}/)?.[1]}`;
    await expect(this.page.getByText(perYear, { exact: true }).first()).toBeVisible();
    // As a person would: the card itself is pressed, once it stands still and nothing lies over the point
    // pressed (the choice's summary stays at the bottom of a phone's screen, and the page scrolls itself to
    // the top 700 ms after a navigation), rather than its hidden radio at coordinates read before.
    const card = this.page.getByRole('radio', { name: this.t(formula), exact: true });
    await this.page.locator('label').filter({ has: card }).click();
    await expect(card).toBeChecked();
    const excess = this.page.getByRole('radiogroup', { name: this.t('offer.excess.legend') });
    if ((await excess.count()) > 0) {
      const first = excess.getByRole('radio').first();
      const level = this.page.locator(
        `input[type="radio"][name="${await first.getAttribute('name')}"][value="${await first.getAttribute('value')}"]`,
      );
      await this.page.locator('label').filter({ has: level }).click();
      await expect(level).toBeChecked();
    }
    // The summary of the choice (formula, total with its period) sits with Continue; on a phone both stay on
    // screen while the top of the offer is read.
    const summary = this.page.getByRole('region', { name: this.t('offer.summary.title') });
    await expect(summary).toContainText(this.t(formula));
    await expect(summary.locator('strong')).toHaveText(/\d/);
    const viewport = this.page.viewportSize();
    if (viewport && viewport.width < 1024) {
      await this.page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await expect(summary).toBeInViewport();
      await expect(this.nextButton()).toBeInViewport();
      await this.expectUncovered(this.nextButton());
    }
    await expectAccessible(this.page);
  }

  /**
   * 'Check your answers': arrived with the focus on its heading, the answers grouped under
   * headings (their e-mail among them), then on to the documents.
   */
  async checkAnswers(): Promise<void> {
    await this.reach('check-answers.title');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(
      this.page.getByRole('heading', { level: 2, name: this.t('confirmation.title') }),
    ).toBeVisible();
    await expect(this.answer(this.t('confirmation.fields.email'))).toHaveText(this.persona.email);
    await this.continue();
  }

  /** The answer given to a question on the summary of the answers (its `<dd>`). */
  answer(question: string): Locator {
    return this.page
      .locator('.sc-summary-list__row')
      .filter({ has: this.page.getByRole('term').getByText(question, { exact: true }) })
      .getByRole('definition')
      .first();
  }

  /** The documents: each acknowledged and the conditions accepted, from the keyboard. */
  async acknowledgeDocuments(): Promise<void> {
    await this.reach('documents.title');
    // What a tick means is said once (for a new contract, or a cross-sell's amendment); a long name stays
    // readable beside its links.
    const acknowledge = (id: 'documents.acknowledge' | 'documents.amendment.acknowledge') =>
      this.page.getByText(this.t(id), { exact: true });
    await expect(
      acknowledge('documents.acknowledge').or(acknowledge('documents.amendment.acknowledge')),
    ).toHaveCount(1);
    for (const name of await this.page.locator('.sc-document-row__name').all()) {
      expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(120);
    }
    for (const box of await this.page.getByRole('checkbox').all()) {
      await box.focus();
      await this.page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await this.continue();
  }

  /** The beneficial owners, when the company must declare them: the subscriber holds it all. */
  async declareOwnersIfAsked(): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText(this.t('documents.title'));
    if ((await heading.textContent()) !== this.t('shareholders.title')) return;
    await expectAccessible(this.page);
    const owner = this.page.getByRole('group').first();
    const fill = async (id: string, value: string) => {
      const field = owner.getByLabel(this.t(id), { exact: true });
      if ((await field.inputValue()) === '') await field.fill(value);
    };
    await fill('shareholders.fields.firstname', 'Jeanne');
    await fill('shareholders.fields.lastname', 'Martin');
    await this.typeBirthDate(owner, '1984-05-17', { unlessGiven: true });
    await this.chooseNationality(owner, this.persona.country, { unlessGiven: true });
    await fill('shareholders.fields.share', '100');
    await this.continue();
  }

  /**
   * Types a person's date of birth as a person does: into the date's segments, in the order the page's locale
   * writes a date (day, month, year in French), each segment moving on once typed.
   */
  async typeBirthDate(person: Locator, iso: string, { unlessGiven = false } = {}): Promise<void> {
    const date = person.getByRole('group', { name: this.t('shareholders.fields.birth-date'), exact: true });
    const segments = date.getByRole('spinbutton');
    if (unlessGiven && (await segments.first().getAttribute('aria-valuenow')) !== null) return;
    const [year = '', month = '', day = ''] = iso.split('-');
    const typed: Record<string, string> = { year, month, day };
    const order = new Intl.DateTimeFormat(this.locale)
      .formatToParts(new Date(2000, 0, 2))
      .flatMap((part) => (part.type in typed ? [part.type] : []));
    await segments.first().click();
    await this.page.keyboard.type(order.map((part) => typed[part]).join(''));
  }

  /** Chooses a nationality by the country's name in the page's language, in the picker's list. */
  async chooseNationality(person: Locator, code: string, { unlessGiven = false } = {}): Promise<void> {
    const picker = person.getByRole('button', { name: this.t('shareholders.fields.nationality') });
    const name = new Intl.DisplayNames([this.persona.language], { type: 'region' }).of(code) ?? code;
    if (unlessGiven && !(await picker.textContent())?.includes(this.t('ui.choose-country'))) return;
    await picker.click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(picker).toContainText(name);
  }

  /**
   * The beneficial owners when nobody holds more than 25%: the legal representative, whose names
   * come from the contact details, declared with their function.
   */
  async declareLegalRepresentative(position: string): Promise<void> {
    await this.reach('shareholders.title');
    await this.page.getByText(this.t('shareholders.none'), { exact: true }).click();
    const representative = this.page.getByRole('group', { name: this.t('shareholders.representative') });
    await expect(
      representative.getByLabel(this.t('shareholders.fields.firstname'), { exact: true }),
    ).toHaveValue('Jeanne');
    await representative
      .getByLabel(this.t('confirmation.fields.owner-function'), { exact: true })
      .fill(position);
    await this.typeBirthDate(representative, '1984-05-17');
    await this.chooseNationality(representative, 'FR');
    await representative.getByLabel(this.t('shareholders.fields.share'), { exact: true }).fill('10');
    await expectAccessible(this.page);
    await this.continue();
  }

  /** Signs in the provider's frame, then types the SMS code the phone received. */
  async sign(): Promise<void> {
    await this.pressSign();
    const dialog = this.page.getByRole('dialog', { name: this.t('signature.sms.title') });
    await expect(dialog).toBeVisible();
    await expectAccessible(this.page);
    const code = await readMailbox(
      this.persona.tenant,
      this.persona.phone.slice(-8),
      /\b(\d{6})\b/,
      this.mailbox,
    );
    await dialog.getByLabel(this.t('signature.sms.label')).fill(code);
    await dialog.getByRole('button', { name: this.t('signature.sms.submit') }).click();
  }

  /**
   * On the signature screen, presses Sign in the signing provider's frame as a person does: once the screen has
   * stopped moving and the provider's page shows (its tenant mark loaded). The SMS code's dialog opens next.
   */
  async pressSign(): Promise<void> {
    await this.reach('signature.title', 'iframe');
    const iframe = this.page.locator(`iframe[title="${this.t('signature.frame.title')}"]`);
    const frame = iframe.contentFrame();
    // A person presses Sign once the screen has stopped moving. The provider's page posts its height once it has
    // loaded, and the frame takes it (until then a long page, the Italian one on a desktop, scrolls inside the
    // frame); for a cross-sell, content painted late above the frame moves it about 27 px down. A click aimed
    // before either lands beside the button, and nothing is signed.
    await expect
      .poll(async () => {
        const pageHeight = await frame
          .locator('body')
          .evaluate((body) => body.getBoundingClientRect().height);
        return ((await iframe.boundingBox())?.height ?? 0) + 1 >= Math.ceil(pageHeight);
      })
      .toBe(true);
    await expect
      .poll(async () => {
        const before = await iframe.boundingBox();
        await new Promise((resolve) => setTimeout(resolve, 150));
        return JSON.stringify(before) === JSON.stringify(await iframe.boundingBox());
      })
      .toBe(true);
    // The provider's page wears the tenant's own mark, loaded from the journey's host.
    const mark = frame.locator('.brand img');
    await expect
      .poll(() => mark.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await this.untilScrolledHome();
    await frame.getByRole('button', { name: coreText('signing.sign', this.persona.language) }).click();
  }

  /** Pays by SEPA direct debit or by card in the provider's frame. */
  async pay(): Promise<void> {
    // The card fields are the provider's framed page (its own landmarks), not ours.
    await this.reach('payment.title', '.sc-payment__card-fields iframe');
    if (this.persona.payment === 'sepa') {
      await this.page.getByRole('radio', { name: this.t('payment.method.sepa') }).check({ force: true });
      await this.page.getByLabel(this.t('payment.sepa.holder')).fill('Jeanne Martin');
      await this.page.getByLabel(this.t('payment.sepa.iban'), { exact: true }).fill(this.persona.iban);
      const mandate = this.page.getByRole('checkbox', { name: this.t('payment.sepa.mandate.accept') });
      await mandate.focus();
      await this.page.keyboard.press('Space');
      await expectAccessible(this.page);
      await this.page.getByRole('button', { name: this.t('payment.submit.sepa') }).click();
      return;
    }
    await this.page.getByRole('radio', { name: this.t('payment.method.card') }).check({ force: true });
    await expectAccessible(this.page);
    await this.submitCard('4242 4242 4242 4242');
  }

  /** The journey's client login: the e-mail is prefilled when the guard says why it asks. */
  async logInToJourney(password: string): Promise<void> {
    await this.reach('login.title');
    await expect(this.page.getByText(this.t('login.already-client'))).toBeVisible();
    await expect(this.page.getByLabel(this.t('email-form.email.label'), { exact: true })).toHaveValue(
      this.persona.email,
    );
    await this.page.getByLabel(this.t('login.password.label'), { exact: true }).fill(password);
    await this.page.getByRole('button', { name: this.t('login.submit') }).click();
  }

  /** The customer space's login (its intent address): the client types their login and password. */
  async logInToCustomerSpace(password: string): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('space.login.title') }),
    ).toBeVisible();
    await expectAccessible(this.page);
    await this.look(this.page, 'space.login.title');
    // The apps' one login form (@souscrire/app-kit), as on the journey's login.
    await this.page.getByLabel(this.t('email-form.email.label'), { exact: true }).fill(this.persona.email);
    await this.page.getByLabel(this.t('login.password.label'), { exact: true }).fill(password);
    await this.page.getByRole('button', { name: this.t('login.submit') }).click();
  }

  /**
   * The finalization: the customer space is created and its link followed; the space shows the new contract
   * (the session the journey earned). Then the client logs out, chooses their password with the welcome
   * e-mail's link, and logs back in with it.
   */
  async openCustomerSpace(): Promise<void> {
    await this.finish('finalization.title.create');
    await this.page.getByRole('button', { name: this.t('space.layout.logout') }).click();
    await this.logInWithChosenPassword();
    await this.seeContract();
  }

  /** The password this person chooses with the welcome e-mail's link ({@link logInWithChosenPassword}). */
  get chosenPassword(): string {
    return `${this.persona.email} passphrase`;
  }

  /**
   * The welcome e-mail carries no password: its link opens the customer space's page where the client chooses
   * one (twice), then logs in with it.
   */
  async logInWithChosenPassword(): Promise<void> {
    const password = this.chosenPassword;
    await this.page.goto(await readLink(this.persona.tenant, this.persona.email, 'password', this.mailbox));
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('space.password.title') }),
    ).toBeVisible();
    await this.page.getByLabel(this.t('space.password.new-label'), { exact: true }).fill(password);
    await this.page.getByLabel(this.t('space.password.confirm-label'), { exact: true }).fill(password);
    await this.page.getByRole('button', { name: this.t('space.password.submit') }).click();
    await expect(this.page.getByText(this.t('space.password.saved'))).toBeVisible();
    await expectAccessible(this.page);
    await this.page.getByRole('link', { name: this.t('space.login.submit') }).click();
    await this.logInToCustomerSpace(password);
  }

  /**
   * The finalization says the contract is in place (heading and page title agree), that the customer space is
   * created, or for a cross-sell updated, and shows the contract's number; its link opens the space, which
   * shows the new contract.
   */
  async finish(kind: 'finalization.title.create' | 'finalization.title.update'): Promise<void> {
    await this.seeFinalization(kind);
    await this.page.getByRole('link', { name: this.t('finalization.go') }).click();
    await this.seeContract();
  }

  /**
   * The finalization screen once done: its one heading is the page title, the space is ready (or updated), the
   * contract's number is shown, and there is no going back to the payment. Answers the contract number.
   */
  async seeFinalization(kind: 'finalization.title.create' | 'finalization.title.update'): Promise<string> {
    const title = this.t('finalization.title');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
    // The page title starts with the heading ('Ihr Vertrag ist abgeschlossen - Zeichnung • +Simple Deutschland').
    expect(await this.page.title()).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const done = kind === 'finalization.title.create' ? 'finalization.ready' : 'finalization.updated';
    await expect(this.page.getByText(this.t(done), { exact: false })).toBeVisible({ timeout: 15_000 });
    const number = this.page.getByText(CONTRACT_NUMBER);
    await expect(number).toBeVisible({ timeout: 15_000 });
    await expect(this.page.getByRole('button', { name: this.t('common.back'), exact: true })).toHaveCount(0);
    await expectAccessible(this.page);
    await this.look(this.page, 'finalization.title');
    return (await number.textContent()) ?? '';
  }

  /**
   * The customer space lists the contract of the product just subscribed: active, or paid by SEPA 'Contract
   * issued, payment pending' until the bank confirms the debit.
   */
  async seeContract(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('space.contracts.title') }),
    ).toBeVisible({
      timeout: 15_000,
    });
    const status =
      this.persona.payment === 'sepa'
        ? 'space.contract.status.payment-pending'
        : 'space.contract.status.active';
    await expect(this.contract().getByText(this.t(status))).toBeVisible();
    await expectAccessible(this.page);
    await this.look(this.page, 'space.contracts.title');
  }

  /** The customer space's card of the contract of the product subscribed. */
  contract(): Locator {
    return this.page.getByRole('article').filter({ hasText: this.persona.product });
  }

  /**
   * SEPA's debit calendar on the payment screen: with direct debit and a frequency chosen, the
   * table captioned 'Payment schedule' lists that frequency's debits; answers it.
   */
  async seeDebitCalendar(
    frequency: 'annual' | 'biannually' | 'quarterly' | 'monthly',
    debits: number,
  ): Promise<Locator> {
    await this.reach('payment.title', '.sc-payment__card-fields iframe');
    await this.page.getByRole('radio', { name: this.t('payment.method.sepa') }).check({ force: true });
    await this.page
      .getByRole('radio', { name: this.t(`payment.frequency.${frequency}`), exact: true })
      .check({ force: true });
    const calendar = this.page.getByRole('table', { name: this.t('payment.schedule.title') });
    await expect(calendar.getByRole('row')).toHaveCount(debits + 1);
    return calendar;
  }

  /**
   * The sandbox bank collects the contract's first debit, as its operator does on the bank's page (a
   * dev page of the core, opened with the tenant's token) for the mandate the customer space shows; back in the
   * customer space, the contract is active.
   */
  async seeTheBankCollect(): Promise<void> {
    const mandate = /SOUSCRIRE-\d{4}-\d{6}/.exec((await this.contract().textContent()) ?? '')?.[0];
    expect(mandate).toBeDefined();
    const space = this.page.url();
    await this.page.goto(`${CORE_URL}/dev/sepa-bank?token=dev-token-${this.persona.tenant}`);
    await this.page.getByRole('button', { name: `Collect ${mandate}` }).click();
    await expect(this.page.getByRole('status')).toContainText('collected 1 debit');
    await this.page.goto(space);
    await expect(this.contract().getByText(this.t('space.contract.status.active'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(this.contract().getByText(this.t('space.contract.status.payment-pending'))).toHaveCount(0);
    await expectAccessible(this.page);
  }

  /**
   * The sidebar's e-mail actions: Receive the offer by e-mail or Save for later, sent to the
   * prospect's address (prefilled), the conditions accepted; the dialog closes once sent.
   */
  async sendByEmail(action: 'sidebar.actions.send-offer' | 'sidebar.actions.save-for-later'): Promise<void> {
    // Its dialog takes the focus, then gives it back to the action that opened it.
    this.continuedFrom = undefined;
    // On a phone the actions sit in the compact header's menu.
    const menu = this.page.getByRole('button', { name: this.t('layout.menu.open') });
    if (await menu.isVisible()) await menu.click();
    await this.page.getByRole('button', { name: this.t(action) }).click();
    const dialog = this.page.getByRole('dialog');
    // Before the contact details the journey knows no address: the person types theirs.
    const email = dialog.getByLabel(this.t('email-form.email.label'), { exact: true });
    if ((await email.inputValue()) === '') await email.fill(this.persona.email);
    await dialog.getByRole('checkbox', { name: this.t('email-form.terms.label') }).focus();
    await this.page.keyboard.press('Space');
    const submit = action === 'sidebar.actions.send-offer' ? 'send-offer.submit' : 'save-for-later.submit';
    await dialog.getByRole('button', { name: this.t(submit) }).click();
    await expect(dialog).toHaveCount(0);
  }

  /**
   * Looks at the direct debit, then pays by card with a card the bank declines (the sandbox's decline card),
   * sees it refused, then pays as planned.
   */
  async payAfterADeclinedCard(): Promise<void> {
    await this.reach('payment.title', '.sc-payment__card-fields iframe');
    // The person looks at the direct debit first, then pays by card.
    await this.page.getByRole('radio', { name: this.t('payment.method.sepa') }).check({ force: true });
    await this.page.getByRole('radio', { name: this.t('payment.method.card') }).check({ force: true });
    await this.submitCard('4000 0000 0000 0002');
    await expect(this.page.getByText(this.t('payment.failed'))).toBeVisible({ timeout: 15_000 });
    await this.pay();
  }

  /**
   * An agent's link: the agent opens, from their own tools, the journey's product intent
   * with their agent token; the subscription starts on the prospect's behalf at its first screen.
   */
  async startFromAgentLink(productSlug: string, agentToken: string): Promise<void> {
    const query = new URLSearchParams({
      type: 'product',
      product_slug: productSlug,
      agent_token: agentToken,
    });
    await this.page.goto(`${this.journeyHost()}/${this.locale}/intent?${query}`);
  }

  /**
   * The customer space's 'Who gave your answers' of the contract: the agent named, then each answer
   * with, in words, who gave it. Answers the section.
   */
  async seeWhoGaveTheAnswers(agent: string): Promise<Locator> {
    const answers = this.contract().getByRole('region', { name: this.t('space.answers.title') });
    await expect(answers).toBeVisible({ timeout: 15_000 });
    await expect(answers.getByText(this.t('space.answers.intro').replace('{agent}', agent))).toBeVisible();
    await expectAccessible(this.page);
    return answers;
  }

  /**
   * Picks an option of a radio group as a person does: a click on its label, which Playwright makes only once
   * the label is still and nothing else would take the click, once the journey's scroll to the top is over, then
   * checks it took. Checking the visually hidden input itself needs `force`, which skips both checks: once in CI,
   * a click meant for "No" checked "Yes".
   */
  async pick(radio: Locator): Promise<void> {
    await this.untilScrolledHome();
    await radio.locator('xpath=ancestor::label[1]').click();
    await expect(radio).toBeChecked();
  }

  /** Types a card in the provider's fields (its script frames them, labelled in the page's language) and pays. */
  private async submitCard(number: string): Promise<void> {
    const fields = this.page.frameLocator('.sc-payment__card-fields iframe');
    await fields.locator('#number').fill(number);
    await fields.locator('#expiry').fill('12/34');
    await fields.locator('#cvc').fill('123');
    await fields.locator('#cvc').blur();
    const pay = this.t('payment.submit.card').split('{')[0] ?? '';
    await this.page.getByRole('button', { name: new RegExp(`^${pay}`) }).click();
  }
}
