import { createContext, useContext } from 'react';
import type { AppStatus } from '../electron/core/contract';
import type { Bridge } from './bridge';

export interface AppContextValue {
  bridge: Bridge;
  status: AppStatus;
  setLanguage(language: AppStatus['language']): Promise<void>;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The bridge and the status bar state, for every screen. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside AppContext');
  return value;
}
