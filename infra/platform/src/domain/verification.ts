// Identity verification through the simulated provider (verification/provider.ts): one
// applicant per account, created in status init. Documents sent make it pending and put the
// account on verification; the reviewer's decision (chosen on the simulated page) is kept until
// its time and then applied by the provider's sweep: approved makes the account verified (its
// document goes on the profile), rejected keeps the reviewer's words, and the player may send
// documents again.
import { randomUUID } from 'node:crypto';
import type { VerificationApplicant, VerificationStatusName } from '@omad/contract/api';
import { VERIFICATION } from '../config';
import type { Locale } from '../config';
import type { Db, Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';

export const VERIFICATION_PROVIDER = 'sumsub';

/** Why the simulated reviewer may reject, with the words the player reads. */
export const REJECTION_REASONS = {
  document_unreadable: {
    uz: "Hujjat rasmini o'qib bo'lmadi. Aniqroq rasm yuboring.",
    ru: 'Фото документа нечитаемо. Пришлите более чёткое фото.',
  },
  selfie_mismatch: {
    uz: 'Selfi hujjatdagi rasmga mos kelmadi.',
    ru: 'Селфи не совпадает с фото в документе.',
  },
  document_expired: {
    uz: 'Hujjatning amal qilish muddati tugagan. Amaldagi hujjatni yuboring.',
    ru: 'Срок действия документа истёк. Пришлите действующий документ.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type RejectionReason = keyof typeof REJECTION_REASONS;

export const isRejectionReason = (value: string): value is RejectionReason =>
  Object.hasOwn(REJECTION_REASONS, value);

interface ApplicantRow {
  readonly id: string;
  readonly account_id: number;
  readonly status: VerificationStatusName;
  readonly comment_uz: string | null;
  readonly comment_ru: string | null;
  readonly updated_at: number;
}

const COLUMNS = 'id, account_id, status, comment_uz, comment_ru, updated_at';

export const toApplicant = (row: ApplicantRow, locale: Locale): VerificationApplicant => ({
  id: row.id,
  status: row.status,
  comment: (locale === 'ru' ? row.comment_ru : row.comment_uz) ?? null,
  provider: VERIFICATION_PROVIDER,
  updated_at: new Date(Number(row.updated_at)).toISOString(),
});

export const applicantOf = async (db: Queryable, accountId: number) =>
  (
    await db.query<ApplicantRow>(
      `select ${COLUMNS} from verification_applicants where account_id = $1`,
      [accountId],
    )
  )[0];

/** The account's applicant, created (status init) when it has none; one per account. */
export const ensureApplicant = async (
  db: Queryable,
  accountId: number,
  at: number,
): Promise<ApplicantRow> => {
  await db.query(
    `insert into verification_applicants (id, account_id, status, created_at, updated_at)
     values ($1, $2, 'init', $3, $3) on conflict (account_id) do nothing`,
    [randomUUID(), accountId, at],
  );
  const applicant = await applicantOf(db, accountId);
  if (!applicant) throw new Error(`no applicant for account ${accountId}`);
  return applicant;
};

/** What the player sent on the provider's page, and the decision the tester chose. */
export interface Submission {
  readonly documentType: string;
  readonly documentNumber: string;
  /** null approves. */
  readonly rejection: RejectionReason | null;
}

/**
 * Puts the documents under review: the applicant turns pending (from init, or again after a
 * rejection), the account goes on verification, and the decision is due VERIFICATION.reviewMs
 * later. A pending or approved applicant cannot send again (`applicant: ['LOCKED']`).
 */
export const submitDocuments = (
  db: Db,
  accountId: number,
  submission: Submission,
  at: number,
): Promise<ApplicantRow> =>
  db.transaction(async (tx) => {
    const current = await ensureApplicant(tx, accountId, at);
    const [updated] = await tx.query<ApplicantRow>(
      `update verification_applicants set status = 'pending', document_type = $2,
         document_number = $3, decision = $4, reject_reason = $5, comment_uz = null,
         comment_ru = null, review_due_at = $6, updated_at = $7
       where id = $1 and status in ('init', 'rejected') returning ${COLUMNS}`,
      [
        current.id,
        submission.documentType,
        submission.documentNumber,
        submission.rejection === null ? 'approved' : 'rejected',
        submission.rejection,
        at + VERIFICATION.reviewMs,
        at,
      ],
    );
    if (!updated) throw invalidParameter('applicant', 'LOCKED');
    await tx.query('update accounts set is_on_verification = true where id = $1', [accountId]);
    return updated;
  });

interface DueReview {
  readonly id: string;
  readonly account_id: number;
  readonly decision: 'approved' | 'rejected';
  readonly reject_reason: RejectionReason | null;
  readonly document_type: string | null;
  readonly document_number: string | null;
}

/**
 * Applies the reviews whose time has come; answers how many. Rows are claimed with `for
 * update skip locked`, so two platform processes never apply one twice.
 */
export const applyDueReviews = (db: Db, at: number): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx.query<DueReview>(
      `select id, account_id, decision, reject_reason, document_type, document_number
       from verification_applicants where status = 'pending' and review_due_at <= $1
       order by review_due_at limit 100 for update skip locked`,
      [at],
    );
    for (const review of due) {
      const words = review.reject_reason ? REJECTION_REASONS[review.reject_reason] : null;
      await tx.query(
        `update verification_applicants set status = $2, comment_uz = $3, comment_ru = $4,
           review_due_at = null, updated_at = $5
         where id = $1`,
        [review.id, review.decision, words?.uz ?? null, words?.ru ?? null, at],
      );
      const approved = review.decision === 'approved';
      await tx.query(
        `update accounts set is_on_verification = false,
           is_verified = is_verified or $2 where id = $1`,
        [review.account_id, approved],
      );
      if (approved && review.document_type && review.document_number) {
        await tx.query(
          `insert into profiles (account_id, document_type, document_number) values ($1, $2, $3)
           on conflict (account_id) do update set document_type = excluded.document_type,
             document_number = excluded.document_number`,
          [review.account_id, review.document_type, review.document_number],
        );
      }
    }
    return due.length;
  });
