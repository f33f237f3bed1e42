// @vitest-environment jsdom
// A new password on the platform's deny-list (COMMON) is said in words under the new
// password, in the page's language, and what was typed stays.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { PasswordPanel } from './password-panel';

afterEach(cleanup);

const SUBMIT = { uz: "Parolni o'zgartirish", ru: 'Сменить пароль' } as const;
const COMMON = {
  uz: "Bu parol juda oddiy va ko'p ishlatiladi, boshqasini tanlang",
  ru: 'Этот пароль слишком простой и часто встречается, выберите другой',
} as const;

describe('PasswordPanel', () => {
  for (const locale of ['uz', 'ru'] as const) {
    it(`says a common password in words (${locale})`, async () => {
      const host = createTestHost({
        locale,
        platform: {
          'account.changepassword': () =>
            refusal('InvalidParameterException', { errorData: { password: ['COMMON'] } }),
        },
      });
      host.render(<PasswordPanel onChanged={() => undefined} />);
      const form = screen.getByTestId('password-form');
      const field = (name: string) =>
        form.querySelector<HTMLInputElement>(`[data-field="${name}"]`) as HTMLInputElement;
      fireEvent.change(field('old_password'), { target: { value: 'Secret123' } });
      fireEvent.change(field('password'), { target: { value: 'qwerty123' } });
      fireEvent.change(field('password_confirm'), { target: { value: 'qwerty123' } });
      fireEvent.click(within(form).getByRole('button', { name: SUBMIT[locale] }));
      await within(form).findByText(COMMON[locale]);
      // The words mark the new password, not the current one.
      expect(field('password').getAttribute('aria-invalid')).toBe('true');
      expect(field('old_password').getAttribute('aria-invalid')).not.toBe('true');
      expect(field('password').value).toBe('qwerty123');
      expect(host.props.toast).not.toHaveBeenCalled();
    });
  }
});
