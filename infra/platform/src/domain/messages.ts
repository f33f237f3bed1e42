// Messages to a player's contact (codes, restore links, security notices). No e-mail or SMS
// provider is connected to the reference platform: outside production they land in the dev
// outbox people and tests read (dev/outbox.ts); in production nothing is written anywhere —
// the outbox would be a table of live codes — and a log line says a message was not sent,
// naming its kind and the masked contact, never the code.
import type { Services } from '../config';
import { sendToOutbox } from '../dev/outbox';
import type { OutboxKind } from '../dev/outbox';

/** Where a code went, shown without giving the contact away: 'pl****@omad.uz', '99890*****67'. */
export const maskContact = (contact: string): string => {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, Math.min(2, at))}****${contact.slice(at)}`;
  if (/^\d{8,}$/.test(contact)) {
    return `${contact.slice(0, 5)}${'*'.repeat(contact.length - 7)}${contact.slice(-2)}`;
  }
  return `${contact.slice(0, 2)}****`;
};

export interface Message {
  readonly to: string;
  readonly kind: OutboxKind;
  /** The code or token it carries; '' for a notice. */
  readonly code: string;
  readonly text: string;
}

export const sendMessage = async (
  { db, now, production }: Pick<Services, 'db' | 'now' | 'production'>,
  message: Message,
): Promise<void> => {
  if (production) {
    console.warn(
      `[platform] no message provider connected: a '${message.kind}' message to ` +
        `${maskContact(message.to)} was not sent`,
    );
    return;
  }
  await sendToOutbox(db, { ...message, createdAt: now() });
};
