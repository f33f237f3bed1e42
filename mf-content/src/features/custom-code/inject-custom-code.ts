// Injects the CMS custom code (common.customCode) once per page load: every enabled entry
// at its position (head: end of <head>; bodyStart: first in <body>; bodyEnd: last in
// <body>), in CMS order. Markup parsed from HTML never runs its scripts, so each script is
// made afresh and runs when inserted; an entry that throws or does not parse is logged
// with its position and number and the next entries still run.
//
// The edge's CSP allows scripts by nonce ('strict-dynamic' covers scripts that trusted code
// adds, but not inline ones), so inline custom code carries the nonce of the shell's own
// scripts. Custom code is the editors' own code, trusted like the site's.
import type { CustomCode } from '@omad/contract/cms';

export type CustomCodePosition = CustomCode['position'];

type Logger = Pick<Console, 'error'>;

// On the window rather than in this module, so a re-evaluated module still finds it.
const INJECTED = Symbol.for('omad.customCode.injected');

/** The CSP nonce of the shell's scripts (readable through `.nonce` only), if any. */
const pageNonce = (doc: Document): string | null => {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return null;
};

/** A script element that runs when inserted, with the parsed one's attributes and code. */
const runnableCopy = (doc: Document, parsed: HTMLScriptElement, nonce: string | null) => {
  const script = doc.createElement('script');
  for (const { name, value } of parsed.attributes) script.setAttribute(name, value);
  if (nonce) script.setAttribute('nonce', nonce);
  // Scripts with a src keep their order among themselves, as in the page's HTML.
  if (parsed.src) script.async = parsed.hasAttribute('async');
  script.textContent = parsed.textContent;
  return script;
};

/** The entry's nodes, with every script replaced by one that will run. */
const nodesOf = (doc: Document, code: string, nonce: string | null): Node[] => {
  const template = doc.createElement('template');
  template.innerHTML = code;
  // Imported, the nodes belong to the page itself before their scripts are replaced.
  const fragment = doc.importNode(template.content, true);
  for (const parsed of fragment.querySelectorAll('script')) {
    parsed.replaceWith(runnableCopy(doc, parsed, nonce));
  }
  return [...fragment.childNodes];
};

/** Runs `insert` and returns the errors scripts reported while it ran (inline scripts run then). */
const errorsWhile = (win: Window, insert: () => void): unknown[] => {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? event.message);
    // Logged below with the entry's position; the browser need not log it a second time.
    event.preventDefault();
  };
  win.addEventListener('error', onError);
  try {
    insert();
  } catch (error) {
    errors.push(error);
  } finally {
    win.removeEventListener('error', onError);
  }
  return errors;
};

/**
 * Injects the enabled entries unless this page already has them; returns whether it did.
 * `#n` in a log line is the entry's number in the CMS list, counted from 1.
 */
export const injectCustomCode = (
  entries: readonly CustomCode[],
  doc: Document = document,
  log: Logger = console,
): boolean => {
  const win = doc.defaultView;
  if (!win || Reflect.get(win, INJECTED) === true) return false;
  Reflect.set(win, INJECTED, true);
  const nonce = pageNonce(doc);
  // bodyStart entries go before what the body held first, so they keep their CMS order.
  const bodyStart = doc.body.firstChild;
  const places: Readonly<Record<CustomCodePosition, (node: Node) => void>> = {
    head: (node) => doc.head.appendChild(node),
    bodyStart: (node) => doc.body.insertBefore(node, bodyStart),
    bodyEnd: (node) => doc.body.appendChild(node),
  };
  entries.forEach((entry, index) => {
    if (!entry.isEnabled) return;
    const where = `${entry.position} #${index + 1}`;
    const place = places[entry.position];
    for (const node of nodesOf(doc, entry.code, nonce)) {
      if (node instanceof win.HTMLScriptElement && node.src) {
        node.addEventListener('error', () =>
          log.error(`[mf-content] custom code failed (${where}): ${node.src} did not load`),
        );
      }
      const errors = errorsWhile(win, () => place(node));
      for (const error of errors) log.error(`[mf-content] custom code failed (${where})`, error);
    }
  });
  return true;
};
