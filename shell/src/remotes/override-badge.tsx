// Tells a tester which remotes run an overridden build on this page (overrides.ts) and
// offers one way back to the pinned builds. Renders nothing when no override is active.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@omad/ui';
import { overrideLabel, type RemoteOverrides } from './overrides';
import './override-badge.css';

type Props = Readonly<{ overrides: RemoteOverrides; onReset: () => void }>;

export const OverrideBadge = ({ overrides, onReset }: Props) => {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <section
      className="omad-override-badge"
      role="status"
      aria-labelledby={titleId}
      data-testid="remote-override-badge"
    >
      <p className="omad-override-badge__title" id={titleId}>
        {t('remoteOverrides.title')}
      </p>
      <ul className="omad-override-badge__list">
        {entries.map(([scope, target]) => (
          <li key={scope} title={`${scope}@${target}`}>
            {overrideLabel(scope, target)}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" onClick={onReset}>
        {t('remoteOverrides.reset')}
      </Button>
    </section>
  );
};
