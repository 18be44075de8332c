import { CLIENT_VERSION } from '../config/constants';

/**
 * What the browser tells the server about itself on every call (SPEC §7), used by the server
 * for HMRC's fraud-prevention headers. Local network addresses are left out: browsers hide
 * them behind mDNS names, so they cannot be read cheaply or reliably.
 */
export interface BrowserFingerprint {
  plugins: string[];
  screen: { width: number; height: number; scalingFactor: number; colourDepth: number };
  window: { width: number; height: number };
  timezoneOffsetMinutes: number;
  clientVersion: string;
  userAgent: string;
  timestamp: string;
}

export function browserFingerprint(): BrowserFingerprint {
  return {
    plugins: Array.from(navigator.plugins ?? [], (p) => p.name),
    screen: {
      width: window.screen.width,
      height: window.screen.height,
      scalingFactor: window.devicePixelRatio,
      colourDepth: window.screen.colorDepth,
    },
    window: { width: window.innerWidth, height: window.innerHeight },
    timezoneOffsetMinutes: new Date().getTimezoneOffset(),
    clientVersion: CLIENT_VERSION,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
  };
}

/** The fingerprint as a header value: JSON, URL-encoded so it stays within header characters. */
export function fingerprintHeader(): string {
  return encodeURIComponent(JSON.stringify(browserFingerprint()));
}
