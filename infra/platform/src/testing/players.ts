// Test helpers for a player's own account: register or sign in a browser (a TestClient with its
// cookie), read the newest dev-outbox code of a kind, and read the account as the contract
// parses it.
import type { Hono } from 'hono';
import { UserAccountSchema } from '@omad/contract/api';
import type { UserAccount } from '@omad/contract/api';
import { SEED_PASSWORD } from '../seed/accounts';
import { TestClient, parseWith } from './api-client';
import type { CallOptions } from './api-client';

export const PLAYER_PASSWORD = 'Omad-Pa55word';

let registrations = 0;

/** A fresh e-mail under `prefix`, unique within the test run. */
export const freshEmail = (prefix: string): string => {
  registrations += 1;
  return `${prefix}.${registrations}.${process.pid}@omad.uz`;
};

/** A new player registered (and signed in) with `fields`; an e-mail is made up when none given. */
export const registerPlayer = async (
  app: Hono,
  fields: Record<string, string> = {},
  options: CallOptions = {},
): Promise<TestClient> => {
  const client = new TestClient(app);
  const email: Record<string, string> =
    fields.phone === undefined ? { email: freshEmail('player') } : {};
  const answer = await client.call(
    'auth.register',
    { ...email, password: PLAYER_PASSWORD, ...fields },
    options,
  );
  if (answer.status !== 200) throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  return client;
};

/** A browser signed in as `login` (a seeded account's password by default). */
export const signInAs = async (
  app: Hono,
  login: string,
  password = SEED_PASSWORD,
  options: CallOptions = {},
): Promise<TestClient> => {
  const client = new TestClient(app);
  const answer = await client.call('auth.login', { login, password }, options);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return client;
};

/** The newest code of `kind` the dev outbox holds for `to`; '' when there is none. */
export const outboxCode = async (client: TestClient, to: string, kind: string): Promise<string> => {
  const outbox = await client.request(`/api/_dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = outbox.body.data as { kind: string; code: string }[];
  return messages.find((message) => message.kind === kind)?.code ?? '';
};

/** account.getInfo as the contract parses it. */
export const accountOf = async (client: TestClient): Promise<UserAccount> =>
  parseWith(
    UserAccountSchema,
    (await client.call('account.getInfo', {}, { http: 'GET' })).body.data,
  );

/** A code that is surely not `code` (six digits). */
export const wrongCode = (code: string): string => (code === '000000' ? '111111' : '000000');

/** Confirms `contact` of the signed-in `client` with the code the outbox got for it. */
export const confirmContact = async (client: TestClient, contact: string): Promise<void> => {
  await client.call('account.sendconfirmationtocontact', { contact });
  const code = await outboxCode(client, contact, 'confirm');
  const answer = await client.call('account.confirmContact', { contact, code });
  if (answer.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(answer.body)}`);
};
