// The provider filter: a button that opens a list of every provider (logo, name, game
// count) to tick several, and the chosen ones as chips that each take one out. Escape or a
// click outside closes the list and focus goes back to its button. The view reads nothing:
// the edge's first screen draws it closed, as the page does before the providers arrive.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '@omad/contract/api';
import { formatNumber } from '@omad/contract/format';
import { Button, Checkbox, Icon, LoadFailed, Skeleton } from '@omad/ui';
import { gameCountOf, useProviders } from '../../lib/catalogue';
import { ProviderLogo } from '../../lib/provider-logo';

type Props = Readonly<{
  chosen: readonly string[];
  onToggle: (sysname: string) => void;
  onClear: () => void;
}>;

const ProviderOption = ({
  provider,
  checked,
  onToggle,
}: Readonly<{ provider: Provider; checked: boolean; onToggle: () => void }>) => {
  const count = gameCountOf(provider);
  return (
    <li className="omad-lobby-providers__option">
      <Checkbox
        className="omad-lobby-providers__check"
        checked={checked}
        onChange={onToggle}
        data-provider={provider.sysname}
        label={
          <span className="omad-lobby-providers__label">
            <ProviderLogo provider={provider} height={24} />
            <span className="omad-lobby-providers__name">{provider.name}</span>
            {count === null ? null : (
              <span className="omad-lobby-providers__count">{formatNumber(count)}</span>
            )}
          </span>
        }
      />
    </li>
  );
};

type ViewProps = Props &
  Readonly<{
    /** Every provider; undefined until read. */
    providers: readonly Provider[] | undefined;
    /** The providers could not be read. */
    failed: boolean;
    onRetry: () => void;
  }>;

/** The filter as drawn, from the providers read so far: the page's and the edge's. */
export const ProvidersFilterView = (props: ViewProps) => {
  const { chosen, onToggle, onClear, providers, failed, onRetry } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) button.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const nameOf = (sysname: string) =>
    providers?.find((provider) => provider.sysname === sysname)?.name ?? sysname;

  return (
    <div ref={root} className="omad-lobby-providers">
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        iconStart={<Icon name="filter" size={16} />}
        iconEnd={<Icon name="chevron-down" size={16} />}
        data-testid="providers-toggle"
        onClick={() => setOpen((now) => !now)}
      >
        {t('lobby.providers')}
        {chosen.length > 0 ? ` (${chosen.length})` : ''}
      </Button>
      <div
        id={panelId}
        role="group"
        aria-label={t('lobby.providersList')}
        className="omad-lobby-providers__panel"
        hidden={!open}
      >
        {providers ? (
          <ul className="omad-lobby-providers__list">
            {providers.map((provider) => (
              <ProviderOption
                key={provider.sysname}
                provider={provider}
                checked={chosen.includes(provider.sysname)}
                onToggle={() => onToggle(provider.sysname)}
              />
            ))}
          </ul>
        ) : failed ? (
          <LoadFailed title={t('lobby.providersFailed')} onRetry={onRetry} />
        ) : (
          <ul className="omad-lobby-providers__list" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="omad-lobby-providers__option">
                <Skeleton variant="block" width={72} height={24} />
                <Skeleton variant="text" width="60%" />
              </li>
            ))}
          </ul>
        )}
        <div className="omad-lobby-providers__actions">
          <Button variant="ghost" size="sm" disabled={chosen.length === 0} onClick={onClear}>
            {t('lobby.clearProviders')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setOpen(false);
              button.current?.focus();
            }}
          >
            {t('lobby.done')}
          </Button>
        </div>
      </div>
      {chosen.length > 0 ? (
        <ul className="omad-lobby-providers__chosen" aria-label={t('lobby.providersChosen')}>
          {chosen.map((sysname) => (
            <li key={sysname}>
              <button
                type="button"
                className="omad-lobby-chip omad-lobby-chip--removable"
                aria-label={t('lobby.removeProvider', { name: nameOf(sysname) })}
                onClick={() => onToggle(sysname)}
              >
                {nameOf(sysname)}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

export const ProvidersFilter = (props: Props) => {
  const providers = useProviders();
  return (
    <ProvidersFilterView
      {...props}
      providers={providers.data}
      failed={providers.isError}
      onRetry={() => void providers.refetch()}
    />
  );
};
