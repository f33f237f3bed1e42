// Focus after a refused submit: the first field with a message, in the order the fields
// stand in the page, so keyboard and screen-reader users land on what to fix (the field
// components tie the message to the input with aria-describedby).
import { useCallback, useEffect, useRef, useState } from 'react';

type FieldRef = (element: HTMLElement | null) => void;

const inPageOrder = (a: HTMLElement, b: HTMLElement): number =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

export const useFieldFocus = () => {
  const elements = useRef(new Map<string, HTMLElement>());
  // One callback per field, so React does not detach and re-attach it on every render.
  const refs = useRef(new Map<string, FieldRef>());
  const [request, setRequest] = useState<readonly string[] | null>(null);

  // After the render that shows the messages, so the field is announced with its message.
  useEffect(() => {
    if (!request) return;
    const [first] = request
      .flatMap((name) => elements.current.get(name) ?? [])
      .filter((element) => element.isConnected)
      .sort(inPageOrder);
    first?.focus();
  }, [request]);

  const refOf = useCallback((name: string): FieldRef => {
    const known = refs.current.get(name);
    if (known) return known;
    const ref: FieldRef = (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    };
    refs.current.set(name, ref);
    return ref;
  }, []);

  /** Focuses the first of these fields in page order once the next render is committed. */
  const focusFirst = useCallback((names: readonly string[]) => {
    const fields = names.filter((name) => name !== '');
    if (fields.length > 0) setRequest(fields);
  }, []);

  return { refOf, focusFirst };
};
