// The platform's dev outbox: what it would have sent by e-mail or SMS outside production
// (codes, restore links, notices), read without trusting its shape.
import { expect, type APIRequestContext } from '@playwright/test';
import { isRecord } from './api';

/** A message the platform would have sent. */
export type OutboxMessage = Readonly<{
  /** The e-mail, or a phone's digits, it went to. */
  to: string;
  /** 'confirm', 'restore', '2fa', 'twofactor-change', 'notice', … */
  kind: string;
  /** Its code, when it carries one. */
  code: string | null;
  /** Its text, with any link in it. */
  text: string;
}>;

/** What the dev outbox holds for `to` (an e-mail, or a phone's digits), newest first. */
export const outbox = async (request: APIRequestContext, to: string): Promise<OutboxMessage[]> => {
  const url = `/api/_dev/outbox?to=${encodeURIComponent(to)}`;
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body: unknown = await response.json();
  const messages = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return messages.flatMap((item): OutboxMessage[] =>
    isRecord(item) && typeof item.kind === 'string'
      ? [
          {
            to: typeof item.to === 'string' ? item.to : '',
            kind: item.kind,
            code: typeof item.code === 'string' ? item.code : null,
            text: typeof item.text === 'string' ? item.text : '',
          },
        ]
      : [],
  );
};

/** The code of the newest message of `kind` the dev outbox holds for `to`, or null. */
export const latestCode = async (
  request: APIRequestContext,
  to: string,
  kind: '2fa' | 'restore' | 'confirm' | 'twofactor-change' = '2fa',
): Promise<string | null> =>
  (await outbox(request, to)).find((message) => message.kind === kind)?.code ?? null;

/**
 * The code of the newest message the dev outbox holds for `to` (of `kind` when given),
 * waiting for it: the click that asks for it returns before the platform has written it.
 */
export const newestCode = async (
  request: APIRequestContext,
  to: string,
  kind?: string,
): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, to);
        code = messages.find((message) => kind === undefined || message.kind === kind)?.code ?? '';
        return code;
      },
      { message: `no ${kind ?? ''} message to ${to}` },
    )
    .not.toBe('');
  return code;
};
