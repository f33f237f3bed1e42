// POST /api/_dev/points: credits a player loyalty points, and the same experience, through the
// points ledger (a reference of its own per call), as rounds would earn them: a level reached
// queues its 'level' notification. So a test can start from a level or a shop balance.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import type { AccountRow } from '../domain/accounts';
import { lockMember, movePoints } from '../domain/loyalty-points';
import { invalidParameter } from '../http/errors';
import { requiredString } from '../http/params';
import type { Params } from '../http/params';

const MAX_POINTS = 10_000_000;

export const creditPoints = async (db: Db, account: AccountRow, params: Params, at: number) => {
  const text = requiredString(params, 'points');
  const points = Number(text);
  if (!/^[1-9]\d{0,7}$/.test(text) || points > MAX_POINTS) {
    throw invalidParameter('points', 'INVALID');
  }
  const member = await db.transaction(async (tx) => {
    await lockMember(tx, account.id, at);
    const moved = await movePoints(tx, {
      accountId: account.id,
      kind: 'adjustment',
      points,
      reference: `dev:${randomUUID()}`,
      at,
    });
    if (!moved) throw new Error('a fresh reference always moves points');
    return moved;
  });
  return { points: member.points, expCount: member.experience, level: member.level };
};
