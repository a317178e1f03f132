// A value a screen reads when it opens and again whenever what it reads changes. `read` (made
// with useCallback) is called from an effect each time it is a new function or `key` changes
// (`again` false), and by `reload` (`again` true: e.g. ask past a cache). The answer of an older
// read is dropped, and a value read for other inputs is not shown while the new one loads (unless
// `keep`). A read answering null (the caller shows its error) leaves the value as it was.
// `reload()` can be awaited; `set()` puts in a value another call answered (e.g. the report that
// closing the day returns).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The value read for the current inputs; null while it loads or when the read failed. */
  value: T | null;
  /** Reads again; the value shown stays until the answer comes, unless `clear`. */
  reload(clear?: boolean): Promise<void>;
  set(value: T): void;
}

type Read<T> = (again: boolean) => Promise<T | null>;

interface Got<T> {
  read: Read<T>;
  key: unknown;
  value: T;
}

export function useLoad<T>(read: Read<T>, options: { key?: unknown; keep?: boolean } = {}): Loaded<T> {
  const { key, keep = false } = options;
  const [got, setGot] = useState<Got<T> | null>(null);
  // The read of the inputs now shown, for `reload` and `set` (handlers run after the effect).
  const current = useRef({ read, key });
  useEffect(() => {
    current.current = { read, key };
    let alive = true;
    void read(false).then((value) => {
      if (alive && value !== null) setGot({ read, key, value });
    });
    return () => {
      alive = false;
    };
  }, [read, key]);

  const reload = useCallback(async (clear = false) => {
    const asked = current.current;
    if (clear) setGot(null);
    const value = await asked.read(true);
    // Dropped when the inputs changed meanwhile (their own read is on its way).
    if (value !== null && current.current === asked) setGot({ ...asked, value });
  }, []);
  const set = useCallback((value: T) => setGot({ ...current.current, value }), []);

  const fresh = got !== null && got.read === read && got.key === key;
  return { value: got && (keep || fresh) ? got.value : null, reload, set };
}
