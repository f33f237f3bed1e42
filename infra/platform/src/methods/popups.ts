// popups.get: one popup by sysname (published ones only, unless a preview asks), or the
// campaign popups that target the signed-in player (popup_audiences: the campaign's
// segment); texts in the call's locale.
import type { Popup } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import { userBanned } from '../http/guards';
import { optionalFlag, optionalString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { popupImageUrl } from '../media/routes';
import type { PopupText } from '../seed/popups';

interface PopupRow {
  readonly id: number;
  readonly sysname: string;
  readonly kind: Popup['kind'];
  readonly has_image: boolean;
  readonly content: Readonly<Record<Locale, PopupText>>;
}

const toPopup = (row: PopupRow, locale: Locale): Popup => {
  const text = row.content[locale];
  return {
    id: Number(row.id),
    sysname: row.sysname,
    title: text.title,
    text: text.text,
    image: row.has_image ? popupImageUrl(row.sysname) : null,
    button: text.button && { title: text.button.title, link: text.button.link },
    kind: row.kind,
  };
};

const selectPopup = 'select id, sysname, kind, has_image, content from popups';

const getPopups = async (call: CallContext) => {
  const { db } = call.services;
  const sysname = optionalString(call.params, 'sysname');
  if (sysname !== undefined) {
    const preview = optionalFlag(call.params, 'preview') ?? false;
    const rows = await db.query<PopupRow>(
      `${selectPopup} where sysname = $1 and (is_published or $2)`,
      [sysname, preview],
    );
    return { items: rows.map((row) => toPopup(row, call.locale)) };
  }
  // Campaign popups need a login (spec section 6): a guest simply has none.
  const user = await call.session.current();
  if (!user) return { items: [] };
  if (user.banType) throw userBanned(user.banType);
  const rows = await db.query<PopupRow>(
    `${selectPopup} where kind = 'campaign' and is_published and exists (
       select 1 from popup_audiences a where a.popup_id = popups.id and a.account_id = $1)
     order by position, id`,
    [user.accountId],
  );
  return { items: rows.map((row) => toPopup(row, call.locale)) };
};

/** Puts a player into the audience of a campaign popup (dev route; a CRM would do this). */
export const targetCampaignPopup = async (
  db: Queryable,
  accountId: number,
  sysname: string,
): Promise<true> => {
  const [popup] = await db.query<{ id: number }>(
    `select id from popups where sysname = $1 and kind = 'campaign'`,
    [sysname],
  );
  if (!popup) throw invalidParameter('sysname', 'NOT_FOUND');
  await db.query(
    'insert into popup_audiences (popup_id, account_id) values ($1, $2) on conflict do nothing',
    [popup.id, accountId],
  );
  return true;
};

export const popupsMethods = {
  'popups.get': getPopups,
} satisfies MethodHandlers;
