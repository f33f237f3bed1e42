// Focus in the auth forms. After a submit that ended with field errors, focus moves to the
// first invalid field, so keyboard and screen-reader users land on the message (TextField
// ties it with aria-describedby) instead of staying on the submit button.
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

export const useFocusFirstInvalid = (): Readonly<{
  formRef: RefObject<HTMLFormElement | null>;
  focusInvalid: () => void;
}> => {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { formRef, focusInvalid: () => setRequest((count) => count + 1) };
};

/**
 * A form's onMouseDown: pressing one of its buttons leaves focus in the field. Otherwise the
 * field's blur shows its message first, the button moves down under the pointer and the
 * press ends beside it: a lost click. Keyboard use is unaffected.
 */
export const keepFieldFocus = (event: MouseEvent<HTMLFormElement>): void => {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
};
