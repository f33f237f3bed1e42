import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorType, ProfileSchema } from '@omad/contract/api';
import { createTestPlatform } from '../testing/test-platform';
import type { Platform } from '../platform';
import { parseWith, START_TIMEOUT_MS, TestClient } from '../testing/api-client';

let platform: Platform;
let clock = Date.UTC(2025, 5, 1);

beforeAll(async () => {
  platform = await createTestPlatform({ now: () => clock });
}, START_TIMEOUT_MS);
afterAll(() => platform?.close());

const registered = async (fields: Record<string, string>): Promise<TestClient> => {
  const client = new TestClient(platform.app);
  await client.call('auth.register', { ...fields, password: 'Omad-Pa55word' });
  return client;
};
const latestCode = async (client: TestClient, to: string): Promise<string> => {
  const outbox = await client.request(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
  const [message] = outbox.body.data as { kind: string; code: string }[];
  expect(message?.kind).toBe('confirm');
  return message?.code ?? '';
};
const confirmedOf = async (client: TestClient) => {
  const answer = await client.call('account.getprofileinfo', {}, { http: 'GET' });
  const { contacts } = parseWith(ProfileSchema, answer.body.data);
  return Object.fromEntries(contacts.map((contact) => [contact.contact, contact.is_confirmed]));
};

describe('contact confirmation', () => {
  it('sends a 6-digit code to the contact and confirms it with that code', async () => {
    const client = await registered({ email: 'confirm.me@omad.uz' });
    const sent = await client.call('account.sendconfirmationtocontact', {
      contact: 'Confirm.Me@omad.uz',
    });
    expect(sent.body.data).toBe(true);
    const code = await latestCode(client, 'confirm.me@omad.uz');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await client.request('/api/_dev/outbox?to=confirm.me@omad.uz');
    const [message] = outbox.body.data as { text: string }[];
    expect(message?.text).toContain(
      `Havola: /confirmation?contact=confirm.me%40omad.uz&code=${code}`,
    );
    expect(await confirmedOf(client)).toEqual({ 'confirm.me@omad.uz': false });

    const wrong = await client.call('account.confirmContact', {
      contact: 'confirm.me@omad.uz',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      type: ErrorType.InvalidParameter,
      error_data: { code: ['INVALID'] },
    });
    const right = await client.call('account.confirmContact', {
      contact: 'confirm.me@omad.uz',
      code,
    });
    expect(right.body.data).toBe(true);
    expect(await confirmedOf(client)).toEqual({ 'confirm.me@omad.uz': true });
    // Used up: the same code does not work twice.
    const again = await client.call('account.confirmContact', {
      contact: 'confirm.me@omad.uz',
      code,
    });
    expect(again.body.error?.error_data).toEqual({ code: ['INVALID'] });
  });

  it('confirms a phone typed with a plus, and only with the newest code', async () => {
    const client = await registered({ phone: '998935551122' });
    await client.call('account.sendconfirmationtocontact', { contact: '+998935551122' });
    const first = await latestCode(client, '998935551122');
    await client.call('account.sendconfirmationtocontact', { contact: '998935551122' });
    const second = await latestCode(client, '998935551122');
    if (first !== second) {
      const stale = await client.call('account.confirmContact', {
        contact: '998935551122',
        code: first,
      });
      expect(stale.body.error?.error_data).toEqual({ code: ['INVALID'] });
    }
    const answer = await client.call('account.confirmContact', {
      contact: '+998935551122',
      code: second,
    });
    expect(answer.body.data).toBe(true);
    expect(await confirmedOf(client)).toEqual({ '998935551122': true });
  });

  it('refuses a code after an hour', async () => {
    const client = await registered({ email: 'confirm.late@omad.uz' });
    await client.call('account.sendconfirmationtocontact', { contact: 'confirm.late@omad.uz' });
    const code = await latestCode(client, 'confirm.late@omad.uz');
    clock += 60 * 60 * 1000 + 1;
    const answer = await client.call('account.confirmContact', {
      contact: 'confirm.late@omad.uz',
      code,
    });
    expect(answer.body.error?.error_data).toEqual({ code: ['INVALID'] });
  });

  it("refuses someone else's contact, and guests", async () => {
    const client = await registered({ email: 'confirm.other@omad.uz' });
    const answer = await client.call('account.sendconfirmationtocontact', {
      contact: 'player@omad.uz',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.error_data).toEqual({ contact: ['NOT_FOUND'] });
    const outbox = await client.request('/api/_dev/outbox?to=player@omad.uz');
    expect(outbox.body.data).toEqual([]);
    const guest = await new TestClient(platform.app).call('account.confirmContact', {
      contact: 'player@omad.uz',
      code: '123456',
    });
    expect(guest.status).toBe(401);
  });
});
