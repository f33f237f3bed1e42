// The frame every auth form shares: no native validation bubbles (the rules speak through
// the fields) and buttons keep focus in the field. Focus after a refused submit is useForm's.
import type { MouseEvent, ReactNode } from 'react';

type Props = Readonly<{
  testId: string;
  /** Runs the submit (useForm's, which moves focus to the first field to fix). */
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}>;

/**
 * Pressing one of the form's buttons leaves focus in the field. Otherwise the field's blur
 * shows its message first, the button moves down under the pointer and the press ends
 * beside it: a lost click. Keyboard use is unaffected.
 */
const keepFieldFocus = (event: MouseEvent<HTMLFormElement>): void => {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
};

export const AuthForm = ({ testId, onSubmit, children }: Props) => (
  <form
    className="omad-auth-form"
    noValidate
    onMouseDown={keepFieldFocus}
    data-testid={testId}
    onSubmit={(event) => {
      event.preventDefault();
      void onSubmit();
    }}
  >
    {children}
  </form>
);
