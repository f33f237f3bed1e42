// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowProps } from '../../lib/flow-props';
import { createTestHost, formsConfigContent } from '../../testing/test-host';
import { RestoreFlow } from './restore-flow';

afterEach(cleanup);

const flowProps = () => ({
  onSignedIn: vi.fn<FlowProps['onSignedIn']>(async () => undefined),
  switchTo: vi.fn<FlowProps['switchTo']>(),
  close: vi.fn<FlowProps['close']>(),
});

const restored = () => ({ body: { data: true } });

const send = (login: string, button = 'Tiklash havolasini yuborish') => {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: login } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

describe('RestoreFlow', () => {
  it('validates the login before sending anything', async () => {
    const host = createTestHost({ platform: { 'auth.restore': restored } });
    host.render(<RestoreFlow {...flowProps()} />);
    send('');
    expect(await screen.findByText("To'ldirish majburiy")).toBeTruthy();
    send('someone@');
    expect(await screen.findByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
    expect(host.callsOf('auth.restore')).toHaveLength(0);
  });

  it('sends a phone without its plus and shows the result, with focus on its heading', async () => {
    const props = flowProps();
    const host = createTestHost({ platform: { 'auth.restore': restored } });
    host.render(<RestoreFlow {...props} />);
    send('+998 90 123 45 67');
    const heading = await screen.findByRole('heading', { name: 'Xabarlaringizni tekshiring' });
    expect(host.callsOf('auth.restore')[0]?.fields).toMatchObject({ login: '998901234567' });
    expect(screen.getByTestId('restore-result').textContent).toContain(
      '+998\u00a090\u00a0123\u00a045\u00a067 raqamiga SMS orqali',
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(screen.getByRole('button', { name: 'Kirishga qaytish' }));
    expect(props.switchTo).toHaveBeenCalledWith('login');
  });

  it('speaks Russian, and uses the CMS label and submit title', async () => {
    const forms = {
      ...formsConfigContent(),
      restoreForm: {
        title: 'Восстановление',
        submitTitle: 'Отправить ссылку',
        fields: [{ name: 'login', type: 'login', isRequired: true, label: 'Логин из CMS' }],
      },
    };
    const host = createTestHost({
      locale: 'ru',
      platform: { 'auth.restore': restored },
      cms: { 'forms-config': forms },
    });
    host.render(<RestoreFlow {...flowProps()} />);
    expect(await screen.findByLabelText('Логин из CMS')).toBeTruthy();
    send('player@omad.uz', 'Отправить ссылку');
    expect((await screen.findByTestId('restore-result')).textContent).toContain(
      'на почту player@omad.uz',
    );
  });

  it('keeps the login and says so at the form when the request fails', async () => {
    const host = createTestHost({
      platform: { 'auth.restore': () => ({ status: 500, body: { nope: true } }) },
    });
    host.render(<RestoreFlow {...flowProps()} />);
    send('player@omad.uz');
    expect((await screen.findByRole('alert')).textContent).toContain("So'rovni yuborib bo'lmadi");
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('player@omad.uz');
  });

  it('returns to the form with the login kept from the result screen', async () => {
    createTestHost({ platform: { 'auth.restore': restored } }).render(
      <RestoreFlow {...flowProps()} />,
    );
    send('player@omad.uz');
    fireEvent.click(await screen.findByRole('button', { name: 'Qayta yuborish' }));
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('player@omad.uz');
  });
});
