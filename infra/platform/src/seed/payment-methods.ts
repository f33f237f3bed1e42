// The payment methods the reference platform offers, as the Uzbek market knows them: the two
// national card schemes (Uzcard, Humo), international cards (Visa, Mastercard) and the two
// wallets every phone has (Payme, Click). Each has bounds per currency for deposits and
// withdrawals and the requisites a payer gives, with input masks (spec section 5: # a digit,
// @ a letter, * either). All payments go to the simulated provider outside production.

export interface RequisiteField {
  readonly name: string;
  readonly type: 'text' | 'cardHolder' | 'phone';
  /** Spec section 5 input mask; null for free text. */
  readonly mask: string | null;
  readonly required: boolean;
}

/** Least and most per payment in a currency, decimal strings. */
export interface Bounds {
  readonly min: string;
  readonly max: string;
}

/**
 * Where the payer pays (spec section 2): on the provider's page in this window, in a new
 * window (an international card's 3-D Secure), or in the wallet's phone app.
 */
export type PaymentViewKind = 'same_window' | 'new_window' | 'mobile';

export interface PaymentMethod {
  readonly sysname: string;
  readonly name: string;
  readonly kind: 'card' | 'wallet';
  readonly view: PaymentViewKind;
  /** Where the method is offered. */
  readonly deposit: boolean;
  readonly withdraw: boolean;
  /** Per currency code; a currency missing here is not offered by the method. */
  readonly limits: Readonly<Record<string, Bounds>>;
  readonly requisites: readonly RequisiteField[];
  /** Withdrawals to this method name the payer's bank (cashier.getbanks). */
  readonly needsBank: boolean;
}

const CARD_NUMBER: RequisiteField = {
  name: 'card_number',
  type: 'text',
  mask: '#### #### #### ####',
  required: true,
};
const CARD_EXPIRY: RequisiteField = {
  name: 'card_expiry',
  type: 'text',
  mask: '##/##',
  required: true,
};
const CARD_HOLDER: RequisiteField = {
  name: 'card_holder',
  type: 'cardHolder',
  mask: null,
  required: true,
};
const WALLET_PHONE: RequisiteField = {
  name: 'phone',
  type: 'phone',
  mask: '+998 ## ### ## ##',
  required: true,
};

const LOCAL_CARD_LIMITS = {
  UZS: { min: '10000', max: '50000000' },
};
const INTERNATIONAL_CARD_LIMITS = {
  UZS: { min: '50000', max: '100000000' },
  USD: { min: '5', max: '10000' },
  RUB: { min: '500', max: '1000000' },
};
const WALLET_LIMITS = {
  UZS: { min: '5000', max: '20000000' },
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    sysname: 'uzcard',
    name: 'Uzcard',
    kind: 'card',
    view: 'same_window',
    deposit: true,
    withdraw: true,
    limits: LOCAL_CARD_LIMITS,
    requisites: [CARD_NUMBER, CARD_EXPIRY],
    needsBank: true,
  },
  {
    sysname: 'humo',
    name: 'Humo',
    kind: 'card',
    view: 'same_window',
    deposit: true,
    withdraw: true,
    limits: LOCAL_CARD_LIMITS,
    requisites: [CARD_NUMBER, CARD_EXPIRY],
    needsBank: true,
  },
  {
    sysname: 'visa',
    name: 'Visa',
    kind: 'card',
    view: 'new_window',
    deposit: true,
    withdraw: true,
    limits: INTERNATIONAL_CARD_LIMITS,
    requisites: [CARD_NUMBER, CARD_EXPIRY, CARD_HOLDER],
    needsBank: false,
  },
  {
    sysname: 'mastercard',
    name: 'Mastercard',
    kind: 'card',
    view: 'new_window',
    deposit: true,
    withdraw: true,
    limits: INTERNATIONAL_CARD_LIMITS,
    requisites: [CARD_NUMBER, CARD_EXPIRY, CARD_HOLDER],
    needsBank: false,
  },
  {
    sysname: 'payme',
    name: 'Payme',
    kind: 'wallet',
    view: 'mobile',
    deposit: true,
    withdraw: true,
    limits: WALLET_LIMITS,
    requisites: [WALLET_PHONE],
    needsBank: false,
  },
  {
    sysname: 'click',
    name: 'Click',
    kind: 'wallet',
    view: 'mobile',
    deposit: true,
    withdraw: false,
    limits: WALLET_LIMITS,
    requisites: [WALLET_PHONE],
    needsBank: false,
  },
];

/** Banks a local card's withdrawal names (cashier.getbanks). */
export const BANKS: readonly { readonly id: number; readonly name: string }[] = [
  { id: 1, name: 'Milliy bank' },
  { id: 2, name: 'Kapitalbank' },
  { id: 3, name: 'Ipoteka-bank' },
  { id: 4, name: 'Hamkorbank' },
  { id: 5, name: 'Asakabank' },
  { id: 6, name: 'Agrobank' },
  { id: 7, name: 'TBC Bank' },
  { id: 8, name: 'Anorbank' },
];

export const paymentMethod = (sysname: string): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method.sysname === sysname);
