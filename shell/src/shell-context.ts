// React access to the shell's services and its locale commands.
import { createContext, useContext } from 'react';
import type { Locale } from '@omad/contract';
import type { ShellServices } from './services';

export type ShellContextValue = Readonly<{
  services: ShellServices;
  locale: Locale;
  switchLocale: (locale: Locale) => Promise<void>;
}>;

export const ShellContext = createContext<ShellContextValue | null>(null);

export const useShell = (): ShellContextValue => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside <ShellContext.Provider>');
  return value;
};
