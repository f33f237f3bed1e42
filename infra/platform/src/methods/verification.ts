// verification.* and account.setUserOnVerification: the player's identity check through the
// simulated provider (verification/provider.ts). createApplicant answers the account's one
// applicant (made on the first call); getAccessToken gives a signed token and the provider's
// frame for it, which in production has no provider behind it (KycUserProfileException).
import { ErrorType } from '@omad/contract/api';
import { applicantOf, ensureApplicant, toApplicant } from '../domain/verification';
import { ApiError, invalidParameter } from '../http/errors';
import { requireAccount, requireUser } from '../http/guards';
import { optionalString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { kycFrameUrl } from '../verification/provider';
import { issueToken } from '../verification/token';

const EXTERNAL_ACTION_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const getAccessToken = async (call: CallContext) => {
  const account = await requireAccount(call);
  const { platformSecret, simulations, now } = call.services;
  if (!simulations || !platformSecret) {
    throw new ApiError(ErrorType.KycUserProfile, 'No identity verification provider is connected');
  }
  const externalActionId = optionalString(call.params, 'externalActionId');
  if (externalActionId !== undefined && !EXTERNAL_ACTION_ID.test(externalActionId)) {
    throw invalidParameter('externalActionId', 'INVALID');
  }
  await ensureApplicant(call.services.db, account.id, now());
  const { token, expiresAt } = issueToken(platformSecret, account.id, now(), externalActionId);
  return {
    token,
    expires_at: new Date(expiresAt).toISOString(),
    frame_url: kycFrameUrl(token),
  };
};

/** The player says they sent documents: on verification while the check is pending. */
const setUserOnVerification = async (call: CallContext) => {
  const { accountId } = await requireUser(call);
  const { db } = call.services;
  const applicant = await applicantOf(db, accountId);
  if (!applicant || applicant.status === 'init') throw invalidParameter('applicant', 'NOT_FOUND');
  if (applicant.status === 'pending') {
    await db.query('update accounts set is_on_verification = true where id = $1', [accountId]);
  }
  return 1;
};

export const verificationMethods = {
  'verification.createApplicant': async (call) => {
    const { accountId } = await requireUser(call);
    const applicant = await ensureApplicant(call.services.db, accountId, call.services.now());
    return toApplicant(applicant, call.locale);
  },
  'verification.getAccessToken': getAccessToken,
  'account.setUserOnVerification': setUserOnVerification,
} satisfies MethodHandlers;
