// The identity frame's script at work: the page the platform serves runs in jsdom, its fetches
// go to the platform in-process, and what it posts to the page that frames it is recorded.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationFrameMessage } from '@omad/contract/api';
import { VERIFICATION } from '../config';
import type { Platform } from '../platform';
import { START_TIMEOUT_MS } from '../testing/api-client';
import { registerPlayer } from '../testing/players';
import { createTestPlatform } from '../testing/test-platform';

let platform: Platform;
let clock = Date.UTC(2030, 7, 1, 10);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const ORIGIN = 'http://127.0.0.1:8080';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Copies the frame's form into a body the platform reads; `withImages` picks two images. */
const bodyOf = (sent: FormData, withImages: boolean): FormData => {
  const body = new FormData();
  for (const [name, value] of sent) if (typeof value === 'string') body.set(name, value);
  if (withImages) {
    body.set('document_file', new File([PNG], 'document.png', { type: 'image/png' }));
    body.set('selfie_file', new File([PNG], 'selfie.png', { type: 'image/png' }));
  }
  return body;
};

/** Runs the frame `path` serves; the images the player picks are stubbed when `withImages`. */
const run = async (path: string, withImages = true) => {
  const html = await (await platform.app.request(`${path}&locale=uz`)).text();
  const posted: { message: unknown; target: string }[] = [];
  const dom = new JSDOM(html, {
    url: `${ORIGIN}${path}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'parent', {
        value: {
          postMessage: (message: unknown, target: string) => posted.push({ message, target }),
        },
      });
      // The file inputs cannot be filled in jsdom: the form's images are made here.
      const FrameFormData = window.FormData;
      Object.defineProperty(window, 'FormData', {
        value: class extends FrameFormData {
          override get(name: string) {
            return withImages && name.endsWith('_file')
              ? new window.File(['image'], `${name}.png`, { type: 'image/png' })
              : super.get(name);
          }
        },
      });
      Object.defineProperty(window, 'fetch', {
        value: async (url: string, init: RequestInit = {}) => {
          const body =
            init.body instanceof FrameFormData
              ? bodyOf(init.body as FormData, withImages)
              : undefined;
          return platform.app.request(url, {
            method: init.method ?? 'GET',
            ...(body ? { body } : {}),
            headers: { origin: ORIGIN, 'x-forwarded-host': '127.0.0.1:8080' },
          });
        },
      });
    },
  });
  const { document } = dom.window;
  return {
    posted,
    state: () => document.querySelector('[data-kyc]')?.getAttribute('data-state'),
    alert: () => document.querySelector('[data-alert]')?.textContent ?? '',
    fill: (name: string, value: string) => {
      const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (field) field.value = value;
    },
    submit: () => document.querySelector<HTMLButtonElement>('[data-submit-button]')?.click(),
  };
};

const frameOf = async () => {
  const client = await registerPlayer(platform.app);
  const answer = await client.call('verification.getAccessToken', {});
  return (answer.body.data as { frame_url: string }).frame_url;
};

describe('the identity frame', () => {
  it('sends the documents, says so to its page, and says again when the review lands', async () => {
    const frame = await run(await frameOf());
    expect(frame.state()).toBe('form');
    frame.fill('document_number', 'AA1234567');
    frame.submit();
    await vi.waitFor(() => expect(frame.state()).toBe('pending'), { timeout: 5000 });
    expect(frame.posted).toEqual([
      { message: { type: VerificationFrameMessage.Submitted }, target: ORIGIN },
    ]);
    clock += VERIFICATION.reviewMs;
    await platform.sweepReviews();
    await vi.waitFor(() => expect(frame.state()).toBe('approved'), { timeout: 8000 });
    expect(frame.posted.at(-1)).toEqual({
      message: { type: VerificationFrameMessage.Reviewed },
      target: ORIGIN,
    });
  });

  it('asks for images before sending anything', async () => {
    const frame = await run(await frameOf(), false);
    frame.fill('document_number', 'AA1234567');
    frame.submit();
    expect(frame.alert()).toContain('Rasm faylini tanlang');
    expect(frame.state()).toBe('form');
    expect(frame.posted).toEqual([]);
  });

  it('tells its page a token has expired', async () => {
    const path = await frameOf();
    clock += VERIFICATION.tokenTtlMs;
    const frame = await run(path);
    expect(frame.state()).toBe('expired');
    expect(frame.posted).toEqual([
      { message: { type: VerificationFrameMessage.TokenExpired }, target: ORIGIN },
    ]);
  });
});
