import type { Browser, Page, TestInfo } from '@playwright/test';

/**
 * Another device of the same kind as the test's: a new browser context, with nothing of the first one's (no
 * cookies, no storage), as a person opening an e-mailed link on their own phone or computer.
 */
export async function anotherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    locale: locale ?? 'fr-FR',
  });
  return context.newPage();
}
