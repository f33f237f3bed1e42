// The frame every auth form shares: no native validation bubbles (the rules speak through
// the fields), buttons keep focus in the field, and after a submit that ended with field
// errors focus moves to the first invalid field.
import type { ReactNode } from 'react';
import { keepFieldFocus, useFocusFirstInvalid } from './focus-invalid';

type Props = Readonly<{
  testId: string;
  /** Runs the submit; resolves once its errors (if any) are on the fields. */
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}>;

export const AuthForm = ({ testId, onSubmit, children }: Props) => {
  const { formRef, focusInvalid } = useFocusFirstInvalid();
  return (
    <form
      ref={formRef}
      className="omad-auth-form"
      noValidate
      onMouseDown={keepFieldFocus}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit().then(focusInvalid);
      }}
    >
      {children}
    </form>
  );
};
