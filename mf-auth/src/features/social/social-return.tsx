// The return from a social provider (the page URL has social_auth). Inside the popup it
// tells the opener (same origin only) and closes; in the opener, or in the same window when
// the popup was blocked, it completes the sign-in and follows the stored back-URL if that
// stays on this site or on an allow-listed origin. It renders nothing.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@omad/contract/remote';
import { SOCIAL_AUTH_QUERY, acceptBackUrl, consumeBackUrl } from '../../lib/social/back-url';
import {
  SOCIAL_AUTH_MESSAGE,
  isSocialAuthMessage,
  socialAuthStatusOf,
  type SocialAuthMessage,
  type SocialAuthStatus,
} from '../../lib/social/social-auth';
import { useSocialConfig } from '../../lib/social/use-social-config';

/** The opener when it is a page of this site; reading a foreign opener's origin throws. */
const sameOriginOpener = (): Window | null => {
  try {
    const opener: Window | null = window.opener;
    return opener && opener !== window && opener.location.origin === window.location.origin
      ? opener
      : null;
  } catch {
    return null;
  }
};

/** The current address without the provider's social_auth flags. */
const withoutFlag = (location: Readonly<{ pathname: string; search: string; hash: string }>) => {
  const query = new URLSearchParams(location.search);
  query.delete(SOCIAL_AUTH_QUERY);
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
};

export const SocialReturn = () => {
  const { t } = useTranslation('auth');
  const { api, session, navigator, location, toast } = useRemoteProps();
  const config = useSocialConfig();
  const handled = useRef<string | null>(null);

  // Completes a returned sign-in in this window and takes the player back.
  const complete = useEffectEvent(async (status: SocialAuthStatus) => {
    if (status === 'cancelled') toast({ kind: 'info', message: t('social.cancelled') });
    if (status === 'banned') toast({ kind: 'error', message: t('social.banned') });
    try {
      const account = await api.account.getInfo();
      // The full sign-in sequence (tracking, pending actions, signed-in event) when the
      // provider opened a session; otherwise only a refresh of what the shell knows.
      if (account.uid > 0) await session.signedIn(account, 'social');
      else await session.refresh();
    } catch (error) {
      console.warn('[mf-auth] session refresh after social sign-in failed', error);
      toast({ kind: 'error', message: t('social.failed') });
    }
    const stored = consumeBackUrl();
    const target = acceptBackUrl(stored, window.location.origin, config?.backUrlAllowList ?? []);
    if (target?.kind === 'external') {
      window.location.assign(target.url);
    } else if (target) {
      navigator.replace(target.path);
    } else {
      if (stored !== null) console.warn('[mf-auth] refused social back-URL', stored);
      const current = window.location;
      if (socialAuthStatusOf(current.search) !== null) navigator.replace(withoutFlag(current));
    }
  });

  // The popup's side, and the same-window return: runs once the allow-list is known.
  useEffect(() => {
    const status = socialAuthStatusOf(location.search);
    if (status === null || config === null || handled.current === location.search) return;
    handled.current = location.search;
    const opener = sameOriginOpener();
    if (opener) {
      const message: SocialAuthMessage = { type: SOCIAL_AUTH_MESSAGE, status };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    void complete(status);
  }, [location.search, config]);

  // The opener's side: a message from a popup of this site.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSocialAuthMessage(event.data)) return;
      void complete(event.data.status);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return null;
};
