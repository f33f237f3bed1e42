// The hostile input set (OWASP ASVS 5.0 level 2): what an attacker puts where the site takes
// an address, rich text or a parameter. Every app's tests run their own inputs against these
// tables, and each new feature that takes such input adds its test here-by; a form found in
// the wild goes into the table once and is then tried everywhere.

/** The site the tables are tried against. */
export const HOSTILE_SITE_ORIGIN = 'https://omad.example';

const BASE_ADDRESSES = [
  'https://evil.example',
  'https://evil.example/ru/gamehall',
  'http://evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'HTTPS://EVIL.EXAMPLE',
  ' https://evil.example',
  'https://omad.example@evil.example',
  'https://omad.example.evil.example',
  'https://evil.example\\@omad.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
] as const;

/**
 * Return and redirect addresses an attacker writes into `redirectUrl`, `backUrl`, the social
 * and pay-success back-URLs, a CMS redirect's `to_url` or a frame's message: each base form,
 * URL-encoded once and twice (a decoder on the way must not turn them into a way out).
 */
export const HOSTILE_ADDRESSES: readonly string[] = [
  ...BASE_ADDRESSES,
  ...BASE_ADDRESSES.map((address) => encodeURIComponent(address)),
  ...BASE_ADDRESSES.map((address) => encodeURIComponent(encodeURIComponent(address))),
];

/** True when `address`, followed from a page of `origin`, stays on that origin over http(s). */
export const staysOnSite = (address: string, origin = HOSTILE_SITE_ORIGIN): boolean => {
  try {
    const url = new URL(address, origin);
    return url.origin === new URL(origin).origin && /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
};

/** A payload that marks `window.__omadHostile` when it runs: no test may ever see the mark. */
const MARK = 'window.__omadHostile=1';

/** CMS rich text with ways to run script or leave the site; none may survive sanitizing. */
export const HOSTILE_RICH_TEXT: readonly Readonly<{ name: string; html: string }>[] = [
  { name: 'script element', html: `<p>a</p><script>${MARK}</script>` },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'img onerror', html: `<img src="x" onerror="${MARK}">` },
  { name: 'body onload', html: `<body onload="${MARK}"><p>b</p></body>` },
  { name: 'svg onload', html: `<svg onload="${MARK}"><circle r="1"/></svg>` },
  { name: 'svg script', html: `<svg><script>${MARK}</script></svg>` },
  {
    name: 'svg animate to javascript',
    html: `<svg><a><animate attributeName="href" to="javascript:${MARK}"/><text y="9">x</text></a></svg>`,
  },
  { name: 'javascript link', html: `<a href="javascript:${MARK}">x</a>` },
  { name: 'entity-encoded javascript link', html: '<a href="&#106;avascript:alert(1)">x</a>' },
  { name: 'tab in javascript link', html: `<a href="java&#9;script:${MARK}">x</a>` },
  { name: 'data link', html: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${MARK}</script>"></iframe>` },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', html: '<embed src="javascript:alert(1)">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>x</button></form>' },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  },
  { name: 'base href', html: '<base href="https://evil.example/">' },
  { name: 'css expression', html: '<p style="width: expression(alert(1))">x</p>' },
  { name: 'css url javascript', html: '<p style="background:url(javascript:alert(1))">x</p>' },
  { name: 'style element', html: '<style>@import "https://evil.example/x.css";</style>' },
  { name: 'math href', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>' },
  { name: 'template', html: `<template><script>${MARK}</script></template>` },
  {
    name: 'noscript mutation',
    html: `<noscript><p title="</noscript><img src=x onerror=${MARK}>"></noscript>`,
  },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">x</button>' },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${MARK}"><summary>x</summary></details>`,
  },
];

/** Values of the wrong kind for any parameter: every method must refuse them by name. */
export const HOSTILE_VALUES: readonly Readonly<{ name: string; value: string }>[] = [
  { name: 'an object', value: '{"$gt":""}' },
  { name: 'an array', value: '["a","b"]' },
  { name: 'a huge string (60 KB)', value: 'x'.repeat(60 * 1024) },
  { name: 'SQL metacharacters', value: "' OR 1=1; drop table accounts; --" },
  { name: 'a NUL byte', value: 'a\u0000b' },
  { name: 'a lone surrogate', value: '\ud800' },
  { name: 'a negative amount', value: '-100' },
  { name: 'a fractional amount', value: '0.0000001' },
  { name: 'not a number', value: 'NaN' },
  { name: 'an exponent', value: '1e309' },
  { name: 'a script', value: '<script>alert(1)</script>' },
];
