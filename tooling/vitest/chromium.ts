/**
 * How every browser test launches Debian's Chromium: browsers are never downloaded on these machines, and
 * without the background-networking flags Chromium's connections are refused by the closed network
 * (../shared/ENVIRONMENT.md). `CHROMIUM_PATH` points at another binary.
 *
 * @example
 * use: { launchOptions: chromiumLaunchOptions }
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
