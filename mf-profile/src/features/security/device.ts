// A session's device as a person reads it ("Chrome · Android") from its user agent; the
// order of the checks matters, since Edge and Opera also say Chrome, and Chrome says Safari.
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (agent: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/** "Browser · System", either part alone when only it is known, or null. */
export const deviceOf = (agent: string | null): string | null => {
  if (!agent) return null;
  const parts = [first(agent, BROWSERS), first(agent, SYSTEMS)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
};
