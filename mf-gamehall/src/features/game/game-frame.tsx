// The game's iframe in its stage: a skeleton until the frame has loaded, then the game. A
// frame that does not load within LOAD_TIMEOUT_MS, or whose address answers an error (a
// frame of the site's own origin is asked first with HEAD, since a loaded error page still
// fires `load`), shows "cannot start" with a retry, which loads the frame afresh.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameSandboxFor } from '@omad/contract';
import { useFrameMessages, type FrameMessageHandlers } from '@omad/contract/remote';
import { ErrorRegion, Skeleton } from '@omad/ui';
import { frameOriginOf } from './game-frame-url';

export const LOAD_TIMEOUT_MS = 10_000;

type FrameStatus = 'loading' | 'loaded' | 'failed';

type Props = FrameMessageHandlers &
  Readonly<{
    /** The frame address (gameFrameUrl). */
    src: string;
    /** Names the frame for assistive technology. */
    title: string;
  }>;

/** True when HEAD says the address answers an error; methods it refuses tell nothing. */
const answersError = (status: number) => status >= 400 && status !== 405 && status !== 501;

export const GameFrame = ({ src, title, ...handlers }: Props) => {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${src}`;
  const [result, setResult] = useState<Readonly<{ key: string; status: FrameStatus }> | null>(null);
  const status: FrameStatus = result?.key === key ? result.status : 'loading';
  const origin = frameOriginOf(src, window.location.href);
  useFrameMessages(frame, origin, handlers);

  useEffect(() => {
    let current = true;
    const fail = () => {
      if (current) setResult({ key, status: 'failed' });
    };
    // No load and no answer in time: a settled result (loaded, failed) stays as it is.
    const timer = window.setTimeout(() => {
      if (current)
        setResult((settled) => (settled?.key === key ? settled : { key, status: 'failed' }));
    }, LOAD_TIMEOUT_MS);
    if (origin === window.location.origin) {
      fetch(src, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' }).then(
        (response) => {
          if (answersError(response.status)) fail();
        },
        // Unreachable: the frame cannot load either, and the timer says so.
        () => undefined,
      );
    }
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key, src, origin]);

  const onLoad = () =>
    setResult((settled) =>
      settled?.key === key && settled.status === 'failed' ? settled : { key, status: 'loaded' },
    );

  if (status === 'failed') {
    return (
      <div className="omad-gh-game__center" data-testid="game-frame-failed">
        <ErrorRegion
          title={t('gamePage.startFailed')}
          description={t('gamePage.startFailedText')}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </div>
    );
  }
  return (
    <div className="omad-gh-game__frame" data-state={status} aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <>
          <Skeleton variant="block" className="omad-gh-game__frame-skeleton" />
          <p className="omad-gh-game__loading" role="status">
            {t('gamePage.loading')}
          </p>
        </>
      ) : null}
      <iframe
        key={key}
        ref={frame}
        className="omad-gh-game__iframe"
        src={src}
        title={title}
        sandbox={frameSandboxFor(src, window.location.origin)}
        allow="fullscreen; autoplay"
        allowFullScreen
        onLoad={onLoad}
        data-testid="game-frame"
      />
    </div>
  );
};
