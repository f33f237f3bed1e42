// @vitest-environment jsdom
// @vitest-environment-options {"runScripts": "dangerously"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomCode } from '@omad/contract/cms';
import { injectCustomCode } from './inject-custom-code';

// Scripts run in the page's own global, so they leave their marks in the DOM.
const trace = (step: string) =>
  `<script>document.documentElement.dataset.trace = (document.documentElement.dataset.trace || '') + '${step};'</script>`;

const entry = (position: CustomCode['position'], code: string, isEnabled = true): CustomCode => ({
  position,
  code,
  isEnabled,
});

const traced = () => document.documentElement.dataset.trace ?? '';
const log = () => ({ error: vi.fn() });

beforeEach(() => {
  document.head.innerHTML = '<title>Omad</title>';
  document.body.innerHTML = '<div id="omad-root"></div>';
  delete document.documentElement.dataset.trace;
  Reflect.deleteProperty(window, Symbol.for('omad.customCode.injected'));
});

afterEach(() => vi.restoreAllMocks());

describe('custom code', () => {
  it('puts each enabled entry at its position, in CMS order, and runs its scripts', () => {
    const logger = log();
    const injected = injectCustomCode(
      [
        entry('bodyEnd', `<div id="end-1"></div>${trace('end-1')}`),
        entry('head', `<meta name="custom" content="1">${trace('head-1')}`),
        entry('bodyStart', `<div id="start-1"></div>${trace('start-1')}`),
        entry('bodyStart', `<div id="start-2"></div>`),
        entry('head', trace('disabled'), false),
        entry('bodyEnd', `<div id="end-2"></div>`),
      ],
      document,
      logger,
    );
    expect(injected).toBe(true);
    expect(traced()).toBe('end-1;head-1;start-1;');
    const head = [...document.head.children].map((node) => node.tagName.toLowerCase());
    expect(head).toEqual(['title', 'meta', 'script']);
    const body = [...document.body.children].map((node) => node.id || node.tagName.toLowerCase());
    expect(body).toEqual(['start-1', 'script', 'start-2', 'omad-root', 'end-1', 'script', 'end-2']);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('runs once per page load: a second call (remount, route or language change) adds nothing', () => {
    const entries = [entry('head', trace('head'))];
    expect(injectCustomCode(entries, document, log())).toBe(true);
    const nodes = document.head.childNodes.length;
    expect(injectCustomCode(entries, document, log())).toBe(false);
    expect(document.head.childNodes.length).toBe(nodes);
    expect(traced()).toBe('head;');
  });

  it('logs an entry that does not parse or throws, with its position, and runs the rest', () => {
    const logger = log();
    injectCustomCode(
      [
        entry('head', trace('first')),
        entry('bodyEnd', '<script>this is not javascript(</script>'),
        entry('bodyEnd', `<script>throw new Error('broken on purpose')</script>${trace('after')}`),
        entry('bodyStart', trace('last')),
      ],
      document,
      logger,
    );
    expect(traced()).toBe('first;after;last;');
    const lines = logger.error.mock.calls.map(([line]) => line);
    expect(lines).toEqual([
      '[mf-content] custom code failed (bodyEnd #2)',
      '[mf-content] custom code failed (bodyEnd #3)',
    ]);
    expect(String(logger.error.mock.calls[1]?.[1])).toContain('broken on purpose');
  });

  it('gives its scripts the CSP nonce of the shell scripts', () => {
    const shellScript = document.createElement('script');
    shellScript.setAttribute('nonce', 'n0nce');
    document.head.append(shellScript);
    injectCustomCode([entry('bodyEnd', trace('nonced'))], document, log());
    const injected = document.body.lastElementChild;
    expect(injected?.tagName).toBe('SCRIPT');
    expect(injected?.getAttribute('nonce')).toBe('n0nce');
    expect(traced()).toBe('nonced;');
  });

  it('keeps the attributes of external scripts and logs one that does not load', () => {
    const logger = log();
    injectCustomCode(
      [entry('head', '<script src="https://tags.example/t.js" data-id="7"></script>')],
      document,
      logger,
    );
    const script = document.head.querySelector<HTMLScriptElement>('script[src]');
    expect(script?.dataset.id).toBe('7');
    expect(script?.async).toBe(false);
    script?.dispatchEvent(new Event('error'));
    expect(logger.error).toHaveBeenCalledWith(
      '[mf-content] custom code failed (head #1): https://tags.example/t.js did not load',
    );
  });
});
