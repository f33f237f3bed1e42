// Which form of a counted noun a text needs: texts keep 'one', 'few' and 'many' forms
// (Russian uses all three, Uzbek keeps the noun singular after a number).
import { plural } from '@omad/contract/format';

const FORMS = ['one', 'few', 'many'] as const;
export type CountForm = (typeof FORMS)[number];

export const countForm = (locale: string, count: number): CountForm => {
  const form = plural(locale, count, FORMS);
  return FORMS.find((one) => one === form) ?? 'many';
};
