// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorType, FieldErrorCode, PlatformError } from '../api/errors';
import { buildFormSchema } from '../validation/index';
import type { PlatformErrorTexts } from './form-errors';
import { useForm, type FieldBinding } from './use-form';

afterEach(cleanup);

const schema = buildFormSchema([
  { name: 'email', type: 'email' },
  { name: 'password', type: 'password' },
]);

const texts: PlatformErrorTexts = {
  codes: { [FieldErrorCode.Invalid]: 'Not accepted' },
  network: 'No connection',
  tooManyRequests: 'Too many',
  unknown: 'Failed',
};

const Input = ({ label, binding }: { label: string; binding: FieldBinding }) => (
  <>
    <input
      aria-label={label}
      ref={binding.ref}
      name={binding.name}
      value={String(binding.value)}
      aria-invalid={binding.error ? true : undefined}
      onChange={binding.onChange}
      onBlur={binding.onBlur}
    />
    {binding.error ? <span>{binding.error}</span> : null}
  </>
);

/** A form whose fields are registered in the opposite order to the one they stand in. */
const TestForm = ({ refuse }: { refuse?: () => unknown }) => {
  const form = useForm({ schema, initial: { email: '', password: '' } });
  const password = form.field('password');
  const email = form.field('email');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async () => {
          if (refuse) form.fail(refuse(), texts);
        });
      }}
    >
      <Input label="E-mail" binding={email} />
      <Input label="Password" binding={password} />
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
};

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('useForm: focus after a refused submit', () => {
  it('lands on the first invalid field in page order after the rules refuse', async () => {
    render(<TestForm />);
    screen.getByRole('button', { name: 'Send' }).focus();
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));
    type('E-mail', 'player@omad.uz');
    screen.getByRole('button', { name: 'Send' }).focus();
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
  });

  it('lands on the field the platform refused', async () => {
    const refused = new PlatformError({
      type: ErrorType.InvalidParameter,
      message: 'Invalid parameters',
      status: 400,
      method: 'auth.register',
      errorData: { password: ['INVALID'] },
    });
    render(<TestForm refuse={() => refused} />);
    type('E-mail', 'player@omad.uz');
    type('Password', 'Secret123');
    screen.getByRole('button', { name: 'Send' }).focus();
    await submit();
    expect(screen.getByText('Not accepted')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Password')));
  });

  it('leaves focus alone when the refusal belongs to no field', async () => {
    const offline = new PlatformError({
      type: ErrorType.UnknownError,
      message: 'request failed',
      status: 0,
      method: 'auth.register',
    });
    render(<TestForm refuse={() => offline} />);
    type('E-mail', 'player@omad.uz');
    type('Password', 'Secret123');
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('No connection');
    expect(document.activeElement).toBe(button);
  });
});

describe('useForm: leaving a field', () => {
  it('says nothing when an untouched empty field is left', () => {
    render(<TestForm />);
    fireEvent.blur(field('E-mail'));
    expect(field('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Insert email')).toBeNull();
  });

  it('still checks a field that was typed in, even once emptied again', () => {
    render(<TestForm />);
    type('E-mail', 'player@');
    fireEvent.blur(field('E-mail'));
    expect(screen.getByText('Wrong email address')).toBeTruthy();
    type('E-mail', '');
    expect(screen.getByText('Insert email')).toBeTruthy();
    fireEvent.blur(field('E-mail'));
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
  });
});
