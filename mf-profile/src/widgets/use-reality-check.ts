// The reality check (responsible gaming): at every interval the player picked, counted from
// when this session signed in (so a reload does not restart it), the session's time and net
// result are read (responsibleGaming.getSessionSummary) for a dialog over any page.
import { useCallback, useEffect, useState } from 'react';
import type { SessionSummary } from '@omad/contract/api';
import { useRemoteProps } from '@omad/contract/remote';
import { onRealityCheck } from '../lib/reality-check-channel';

const MINUTE_MS = 60_000;

/** The next check after `now`: the first whole interval since `startedAt` still ahead. */
export const nextCheckAt = (startedAt: number, intervalMs: number, now: number): number => {
  const passed = Math.max(0, now - startedAt);
  return startedAt + (Math.floor(passed / intervalMs) + 1) * intervalMs;
};

export type RealityCheck = Readonly<{
  /** 'off' until an interval is known and set; then 'scheduled' or 'due'. */
  state: 'off' | 'scheduled' | 'due';
  summary: SessionSummary | null;
  dismiss: () => void;
}>;

export const useRealityCheck = (): RealityCheck => {
  const { api } = useRemoteProps();
  const [minutes, setMinutes] = useState(0);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [summary, setSummary] = useState<SessionSummary | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([api.responsibleGaming.get(), api.responsibleGaming.getSessionSummary()])
      .then(([state, session]) => {
        if (!current) return;
        setMinutes(state.reality_check_minutes);
        setStartedAt(new Date(session.started_at).getTime());
      })
      .catch((error: unknown) => console.warn('[mf-profile] reality check unavailable', error));
    const stop = onRealityCheck(setMinutes);
    return () => {
      current = false;
      stop();
    };
  }, [api]);

  useEffect(() => {
    if (minutes <= 0 || startedAt === null || summary) return undefined;
    const delay = nextCheckAt(startedAt, minutes * MINUTE_MS, Date.now()) - Date.now();
    const timer = window.setTimeout(() => {
      api.responsibleGaming
        .getSessionSummary()
        .then(setSummary)
        .catch((error: unknown) => console.warn('[mf-profile] session summary failed', error));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [api, minutes, startedAt, summary, round]);

  const dismiss = useCallback(() => {
    setSummary(null);
    setRound((value) => value + 1);
  }, []);

  return {
    state: minutes <= 0 || startedAt === null ? 'off' : summary ? 'due' : 'scheduled',
    summary,
    dismiss,
  };
};
