// An answer of the store for the page: loaded when its path changes; a 401 signs the page out.
import { createContext, useContext, useEffect, useState } from 'react';
import { getJson, SignedOut } from './api';

export const SignedOutContext = createContext<() => void>(() => undefined);

export type Answer<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T } | { state: 'missing' };

export function useAnswer<T>(path: string): Answer<T> {
  const signedOut = useContext(SignedOutContext);
  const [answer, setAnswer] = useState<{ path: string; answer: Answer<T> }>({ path, answer: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    getJson<T>(path).then(
      (data) => live && setAnswer({ path, answer: { state: 'done', data } }),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof SignedOut) signedOut();
        else setAnswer({ path, answer: { state: e instanceof Error && e.message === '404' ? 'missing' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [path, signedOut]);
  return answer.path === path ? answer.answer : { state: 'loading' };
}
