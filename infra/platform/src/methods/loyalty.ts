// loyalty.*: the programme and the signed-in player's standing in it (getinfo, players only;
// the member row is written on the first call), the characters to choose from, the new
// loyalty notifications (each answered once; a guest has none) and, from loyalty-shop.ts, the
// points shop. Texts in the call's locale; money in the player's currency, UZS for guests.
import { LOYALTY_CHARACTERS, characterById, characterView } from '../domain/loyalty-characters';
import { deliverNotifications } from '../domain/loyalty-notifications';
import { memberOf } from '../domain/loyalty-points';
import {
  pointsAlias,
  productsByLevel,
  programmeLevels,
  programmeView,
} from '../domain/loyalty-programme';
import { LOYALTY_PROGRAM, pointsValue } from '../domain/loyalty-rules';
import { invalidParameter } from '../http/errors';
import { requireAccount, requireUser, userBanned } from '../http/guards';
import { requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { requiredId } from './competition-params';
import { callerCurrency, loyaltyShopMethods } from './loyalty-shop';

const getNotifications = async (call: CallContext) => {
  const user = await call.session.current();
  if (!user) return { items: [] };
  if (user.banType) throw userBanned(user.banType);
  const { db, now } = call.services;
  return { items: await deliverNotifications(db, user.accountId, now()) };
};

const getInfo = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { db, now } = call.services;
  const member = await memberOf(db, account.id, now());
  const character = member.character_id === null ? undefined : characterById(member.character_id);
  return {
    id: member.id,
    is_active: true,
    points: member.points,
    points_value: {
      amount: pointsValue(member.points, account.currency),
      currency: account.currency,
    },
    character: character ? characterView(character, call.locale) : null,
    levels: programmeLevels(await productsByLevel(db), call.locale),
    level: member.level,
    expCount: member.experience,
    pointsAlias: pointsAlias(call.locale),
    program: LOYALTY_PROGRAM,
    uid: account.id,
  };
};

const getCharacters = async (call: CallContext) => ({
  items: LOYALTY_CHARACTERS.map((character) => characterView(character, call.locale)),
});

const setCharacter = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const character = characterById(requiredId(call.params, 'id'));
  if (!character) throw invalidParameter('id', 'NOT_FOUND');
  const { db, now } = call.services;
  await db.query(
    `insert into loyalty_members (account_id, character_id, created_at) values ($1, $2, $3)
     on conflict (account_id) do update set character_id = excluded.character_id`,
    [accountId, character.id, now()],
  );
  return characterView(character, call.locale);
};

const getPrograms = async (call: CallContext) => {
  const products = await productsByLevel(call.services.db);
  return { items: [programmeView(products, call.locale, await callerCurrency(call))] };
};

const getProgram = async (call: CallContext) => {
  if (requiredString(call.params, 'sysname') !== LOYALTY_PROGRAM) {
    throw invalidParameter('sysname', 'NOT_FOUND');
  }
  const products = await productsByLevel(call.services.db);
  return programmeView(products, call.locale, await callerCurrency(call));
};

export const loyaltyMethods = {
  'loyalty.getnotifications': getNotifications,
  'loyalty.getinfo': getInfo,
  'loyalty.getcharacters': getCharacters,
  'loyalty.setcharacter': setCharacter,
  'loyalty.getPrograms': getPrograms,
  'loyalty.getProgram': getProgram,
  ...loyaltyShopMethods,
} satisfies MethodHandlers;
