import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './class-names';
import './tabs.css';

export type TabItem<Value extends string = string> = Readonly<{
  value: Value;
  label: ReactNode;
  /** A count or badge after the label. */
  extra?: ReactNode;
  disabled?: boolean;
}>;

export type TabsProps<Value extends string = string> = {
  items: readonly TabItem<Value>[];
  /** The selected tab's value. */
  value: Value;
  onChange: (value: Value) => void;
  /** Names the tab list for screen readers (localized by the caller). */
  'aria-label': string;
  /** The selected tab's panel; omit it to render the tab list alone. */
  children?: ReactNode;
  /** pills: filled chips for filters; underline: a quiet bar for sections. */
  look?: 'pills' | 'underline';
  className?: string;
};

const moveKeys: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * An accessible tab list (WAI-ARIA tabs with automatic activation): arrow keys,
 * Home and End move the selection; only the selected tab is in the Tab order.
 */
export function Tabs<Value extends string = string>(props: TabsProps<Value>) {
  const { items, value, onChange, children, look = 'pills', className } = props;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Ids by position: values are app data and need not be valid in an id.
  const tabId = (of: Value) => `${baseId}-tab-${items.findIndex((item) => item.value === of)}`;
  const panelId = `${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);
  // Keeps one tab reachable with Tab even when `value` matches no enabled tab.
  const tabStop = enabled.some((item) => item.value === value) ? value : enabled[0]?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moveKeys[event.key];
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const current = enabled.findIndex((item) => item.value === value);
    const last = enabled.length - 1;
    const index =
      move === 'first'
        ? 0
        : move === 'last'
          ? last
          : move === 'next'
            ? (current + 1) % enabled.length
            : (current - 1 + enabled.length) % enabled.length;
    const target = enabled[index];
    if (!target) return;
    onChange(target.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(target.value)}"]`)?.focus();
  };

  return (
    <div className={cx('omad-tabs', `omad-tabs--${look}`, className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={props['aria-label']}
        className="omad-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={children !== undefined && selected ? panelId : undefined}
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              className="omad-tabs__tab"
              onClick={() => onChange(item.value)}
            >
              <span>{item.label}</span>
              {item.extra}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(value)}
          tabIndex={0}
          className="omad-tabs__panel"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
