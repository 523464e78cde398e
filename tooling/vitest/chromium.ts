import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: Chromium's headless shell, the build Playwright itself runs headless tests in
 * (Chromium's engine without the browser's window and user interface). The journey's end-to-end suite took 1,136 s
 * of CPU and 639 s in Debian's full Chromium, against 668 s of CPU and 441 s in the shell, on a 2-core machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's full Chromium: Lighthouse audits in it (Chrome's headless mode), as a person's browser renders. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How every browser test launches Chromium: the headless shell when it is installed, Debian's full Chromium
 * otherwise. Browsers are never downloaded on these machines, and without the background-networking flags
 * Chromium's connections are refused by the closed network (../shared/ENVIRONMENT.md). `CHROMIUM_PATH` points at
 * another binary.
 *
 * @example
 * use: { launchOptions: chromiumLaunchOptions }
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
