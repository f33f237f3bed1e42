// The game route's #real for a guest (spec section 2): the registration dialog opens, and
// when it closes without a session the guest goes home. Asked once per page.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Events, type OmadEvents } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';

type Closed = OmadEvents['auth:closed'];

export const useRealHashForGuests = (asked: boolean): void => {
  const { bus } = useRemoteProps();
  const navigate = useNavigate();
  const listener = useRef<((event: Closed) => void) | null>(null);
  useEffect(() => {
    if (!asked || listener.current) return;
    const onClosed = ({ signedIn }: Closed) => {
      bus.off(Events.AuthClosed, onClosed);
      if (!signedIn) void navigate('/');
    };
    listener.current = onClosed;
    bus.on(Events.AuthClosed, onClosed);
    bus.emit(Events.AuthOpen, { mode: 'register', source: 'game-real' });
  }, [asked, bus, navigate]);
  // Only leaving the page drops the listener: signing in changes `asked` meanwhile.
  useEffect(
    () => () => {
      if (listener.current) bus.off(Events.AuthClosed, listener.current);
    },
    [bus],
  );
};
