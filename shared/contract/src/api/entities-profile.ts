// The player's own account beyond its profile: which personal fields the platform asks for,
// phone settings for a new contact, signed-in sessions, the two-factor switch, identity
// verification, responsible gaming (deposit limits, reality check, time-out and
// self-exclusion) and the notification list. Times are ISO 8601 strings.
import * as v from 'valibot';
import { DecimalSchema } from './entities-money';

/** One personal field of account.getPersonalDataFields. */
export const PersonalDataFieldSchema = v.object({
  /** The profile field, e.g. 'first_name', 'birth_date', 'document_number'. */
  name: v.string(),
  /** The platform needs it (a card deposit, a withdrawal or verification will ask for it). */
  is_required: v.boolean(),
  /** False once identity verification has confirmed it: only support may change it then. */
  is_editable: v.boolean(),
});
export type PersonalDataField = v.InferOutput<typeof PersonalDataFieldSchema>;

/** account.getPersonalDataFields: the personal fields with their state, and document types. */
export const PersonalDataFieldsSchema = v.object({
  fields: v.array(PersonalDataFieldSchema),
  /** Document types a profile may name, e.g. 'passport', 'id_card', 'cpf'. */
  document_types: v.array(v.string()),
});
export type PersonalDataFields = v.InferOutput<typeof PersonalDataFieldsSchema>;

/** A country a phone contact may come from (account.getContactPhoneSettings). */
export const PhoneCountrySchema = v.object({
  /** ISO 3166 alpha-2, e.g. 'UZ'. */
  country_code: v.string(),
  /** The country's name in the request's locale. */
  name: v.string(),
  /** Dialling code without '+', e.g. '998'. */
  phone_code: v.string(),
  /** Input mask of the national number (# a digit), e.g. '## ### ## ##'. */
  mask: v.string(),
});
export type PhoneCountry = v.InferOutput<typeof PhoneCountrySchema>;

export const ContactPhoneSettingsSchema = v.object({
  countries: v.array(PhoneCountrySchema),
  /** The country preselected for a new phone. */
  default_country_code: v.string(),
});
export type ContactPhoneSettings = v.InferOutput<typeof ContactPhoneSettingsSchema>;

/** One signed-in session of the player (account.getSessions). */
export const AccountSessionSchema = v.object({
  /** A public handle of the session (never its secret). */
  id: v.string(),
  created_at: v.string(),
  last_seen_at: v.string(),
  expires_at: v.string(),
  /** The browser's user agent as it signed in; null when it sent none. */
  user_agent: v.nullable(v.string()),
  /** The address it signed in from, masked (e.g. '203.0.113.x'). */
  address: v.nullable(v.string()),
  /** The session this request comes from. */
  is_current: v.boolean(),
});
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;

/**
 * account.changeTwoFactorAuth: the switch waits for the 6-digit code sent to the player's
 * contact; account.confirmTwoFactorAuth with it makes the change.
 */
export const TwoFactorChangeSchema = v.object({
  /** What the confirmed change will set two-factor to. */
  enable: v.boolean(),
  /** Where the code went, masked (e.g. 'pl****@omad.uz'). */
  sent_to: v.string(),
  /** Seconds before another code may be asked for. */
  resend_time: v.number(),
});
export type TwoFactorChange = v.InferOutput<typeof TwoFactorChangeSchema>;

/** Where an identity check stands (verification.createApplicant). */
export const VerificationStatus = {
  /** Created; the player has not sent documents yet. */
  Init: 'init',
  /** Documents sent; a reviewer is looking at them. */
  Pending: 'pending',
  Approved: 'approved',
  /** The reviewer's comment says why; the player may send documents again. */
  Rejected: 'rejected',
} as const;
export type VerificationStatusName = (typeof VerificationStatus)[keyof typeof VerificationStatus];

/** The player's identity check; createApplicant answers the existing one when there is one. */
export const VerificationApplicantSchema = v.object({
  id: v.string(),
  status: v.picklist(Object.values(VerificationStatus)),
  /** The reviewer's words after a rejection, in the player's locale; null otherwise. */
  comment: v.nullable(v.string()),
  /** The provider's name, e.g. 'sumsub'. */
  provider: v.string(),
  updated_at: v.string(),
});
export type VerificationApplicant = v.InferOutput<typeof VerificationApplicantSchema>;

/** verification.getAccessToken: the provider's token and where its frame runs. */
export const VerificationAccessSchema = v.object({
  token: v.string(),
  /** When the token stops working; ask for a new one before then. */
  expires_at: v.string(),
  /**
   * The provider's frame: a path on this site (the simulated provider, outside production)
   * or an absolute URL, without locale (the caller adds `?locale=`). Embed it unsandboxed (or
   * with `allow-same-origin`): the simulated provider posts from this site's origin.
   */
  frame_url: v.string(),
});
export type VerificationAccess = v.InferOutput<typeof VerificationAccessSchema>;

/** What the verification frame posts to its parent window. */
export const VerificationFrameMessage = {
  /** The player sent the documents; the check is pending. */
  Submitted: 'omad:verification:submitted',
  /** The review ended (approved or rejected); read the applicant again. */
  Reviewed: 'omad:verification:reviewed',
  /** The token expired; the frame needs a new one. */
  TokenExpired: 'omad:verification:token-expired',
} as const;

/** A deposit limit's period in responsible gaming. */
export const LimitPeriod = { Day: 'day', Week: 'week', Month: 'month' } as const;
export type LimitPeriodName = (typeof LimitPeriod)[keyof typeof LimitPeriod];

/** One period's deposit limit (responsibleGaming.get). */
export const DepositLimitRuleSchema = v.object({
  period: v.picklist(Object.values(LimitPeriod)),
  /** The limit in force; null when the period has none. */
  limit_amount: v.nullable(DecimalSchema),
  /** What may still be deposited this period; null without a limit. */
  available_amount: v.nullable(DecimalSchema),
  /** When the current period ends; null without a limit. */
  expired_at: v.nullable(v.string()),
  /**
   * A raise or removal waiting out its cooling-off: the new limit (null removes it) and when
   * it takes effect. A lower limit never waits.
   */
  pending: v.nullable(
    v.object({ limit_amount: v.nullable(DecimalSchema), applies_at: v.string() }),
  ),
});
export type DepositLimitRule = v.InferOutput<typeof DepositLimitRuleSchema>;

/** How long a player keeps themself from playing. */
export const ExclusionPeriod = {
  Day: '24h',
  Week: '7d',
  Month: '1m',
  HalfYear: '6m',
  Year: '1y',
  TwoYears: '2y',
  FiveYears: '5y',
} as const;
export type ExclusionPeriodName = (typeof ExclusionPeriod)[keyof typeof ExclusionPeriod];

/** The short periods are a time-out; the long ones self-exclusion. */
export const TIMEOUT_PERIODS: readonly ExclusionPeriodName[] = ['24h', '7d', '1m'];
export const SELF_EXCLUSION_PERIODS: readonly ExclusionPeriodName[] = ['6m', '1y', '2y', '5y'];

/** A time-out or self-exclusion in force. */
export const ExclusionSchema = v.object({
  kind: v.picklist(['timeout', 'self_exclusion']),
  until: v.string(),
});
export type Exclusion = v.InferOutput<typeof ExclusionSchema>;

/** Reality-check intervals a player may pick, in minutes (0 turns it off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;

/** responsibleGaming.get: the player's tools as the platform enforces them. */
export const ResponsibleGamingSchema = v.object({
  currency: v.string(),
  /** Always day, week and month in that order. */
  limits: v.array(DepositLimitRuleSchema),
  /** Hours a raised or removed limit waits before it applies. */
  cooling_off_hours: v.number(),
  /** Minutes between reality checks; 0 when off. */
  reality_check_minutes: v.number(),
  exclusion: v.nullable(ExclusionSchema),
});
export type ResponsibleGaming = v.InferOutput<typeof ResponsibleGamingSchema>;

/** responsibleGaming.getSessionSummary: this signed-in session's play, for a reality check. */
export const SessionSummarySchema = v.object({
  /** When this session signed in. */
  started_at: v.string(),
  currency: v.string(),
  /** Real-money rounds played in the session. */
  rounds: v.number(),
  wagered: DecimalSchema,
  won: DecimalSchema,
  /** won − wagered: negative when the player is down. */
  net: DecimalSchema,
});
export type SessionSummary = v.InferOutput<typeof SessionSummarySchema>;

/** One of the player's notifications (account.getNotifications), newest first. */
export const AccountNotificationSchema = v.object({
  id: v.number(),
  /** A loyalty trigger (spec section 3: quest, register, profile, confirm, product, level). */
  trigger: v.string(),
  /** 'credit' reads as good news; anything else as a warning. */
  type: v.string(),
  title: v.string(),
  message: v.string(),
  amount: v.nullable(v.number()),
  amountType: v.nullable(v.string()),
  image: v.nullable(v.string()),
  created_at: v.string(),
  is_read: v.boolean(),
});
export type AccountNotification = v.InferOutput<typeof AccountNotificationSchema>;

export const AccountNotificationPageSchema = v.object({
  items: v.array(AccountNotificationSchema),
  count: v.number(),
  /** Unread notifications in all. */
  unread: v.number(),
});
export type AccountNotificationPage = v.InferOutput<typeof AccountNotificationPageSchema>;
