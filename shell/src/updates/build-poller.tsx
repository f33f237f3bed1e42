// Polls the shell's build-meta.json and offers a reload when a new shell is deployed.
// A failed poll is only logged (spec section 7).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@omad/ui';
import { runtimeConfig } from '../runtime-config';

const POLL_MS = 60_000;

const fetchBuildId = async (): Promise<string | null> => {
  const response = await fetch('/build-meta.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`build-meta.json answered ${response.status}`);
  const body: unknown = await response.json();
  return typeof body === 'object' &&
    body !== null &&
    'buildId' in body &&
    typeof body.buildId === 'string'
    ? body.buildId
    : null;
};

export const BuildPoller = () => {
  const { t } = useTranslation('shell');
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const current = runtimeConfig().buildId;
    const check = () => {
      fetchBuildId()
        .then((latest) => {
          if (latest && latest !== current) setOutdated(true);
        })
        .catch((error: unknown) => console.warn('[shell] build check failed', error));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!outdated) return null;
  return (
    <div className="omad-update-banner" role="status" data-testid="update-banner">
      <span>{t('update.available')}</span>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </Button>
    </div>
  );
};
