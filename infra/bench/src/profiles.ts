// The two device profiles pages are measured under, and the browser the bench drives.
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';

export type ProfileName = 'mobile' | 'desktop';

export type Profile = Readonly<{
  name: ProfileName;
  context: BrowserContextOptions;
  /** CDP Network.emulateNetworkConditions, or null for the real (loopback) network. */
  network: Readonly<{
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  }> | null;
  /** CDP Emulation.setCPUThrottlingRate (1 = none). */
  cpuSlowdown: number;
}>;

/** A mid-range phone on a slow mobile connection: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU. */
export const MOBILE: Profile = {
  name: 'mobile',
  context: {
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  network: {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuSlowdown: 4,
};

/** A desktop with the loopback network and the machine's own CPU. */
export const DESKTOP: Profile = {
  name: 'desktop',
  context: { viewport: { width: 1440, height: 900 } },
  network: null,
  cpuSlowdown: 1,
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
