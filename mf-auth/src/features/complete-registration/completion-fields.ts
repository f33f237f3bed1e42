// Which fields the completion form asks (spec sections 1 and 4): a contact when the account
// has none, the currency, and the terms box. Each takes its label and rules from the
// registration form of CMS forms-config when that has one, else this app's texts.
import type { FormField } from '@omad/contract/cms';
import { isEmail, isPhone } from '@omad/contract/validation';

export type CompletionTexts = Readonly<{
  email: string;
  currency: string;
  currencyPlaceholder: string;
  terms: string;
}>;

const fallbackField = (
  name: string,
  type: string,
  label: string,
  placeholder: string | null = null,
): FormField => ({
  name,
  type,
  label,
  placeholder,
  isRequired: true,
  regex: null,
  mask: null,
  options: [],
});

/** True when the login the platform reports is itself an e-mail or a phone number. */
export const loginIsContact = (login: string): boolean => isEmail(login) || isPhone(login);

export const completionFields = (
  registration: readonly FormField[],
  needsContact: boolean,
  texts: CompletionTexts,
): FormField[] => {
  const ofType = (type: string) => registration.find((field) => field.type === type);
  const email = ofType('email') ?? fallbackField('email', 'email', texts.email);
  const currency =
    ofType('currency') ??
    fallbackField('currency', 'currency', texts.currency, texts.currencyPlaceholder);
  const terms =
    registration.find((field) => field.type === 'checkbox' && field.isRequired) ??
    fallbackField('terms', 'checkbox', texts.terms);
  // The platform completes a registration once contact, currency and terms are present;
  // terms go as 'terms' whatever the CMS calls the box.
  return [
    ...(needsContact ? [{ ...email, isRequired: true }] : []),
    currency,
    { ...terms, name: 'terms', isRequired: true },
  ];
};
