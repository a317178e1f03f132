// One client's side of the session scheme, written once: keeps the session secret the core issues
// (the `session` field of a result envelope), carries it on every call and strips it from what it
// hands on. The IPC transport keeps one per window (the renderer never sees the secret); tests use
// it as a browser tab would.
import type { Result } from '../contract';
import type { Dispatch } from './dispatcher';

export interface SessionClient {
  /** Calls a method with this client's session; the first call starts an open-till session. */
  call(method: string, input: unknown): Promise<Result<unknown>>;
  /** The secret this client holds now (for the transport's event gate; never handed to a renderer). */
  secret(): string | undefined;
}

export function sessionClient(dispatch: Dispatch, clientId: string): SessionClient {
  let secret: string | undefined;
  const send = async (method: string, input: unknown): Promise<Result<unknown>> => {
    const r = await dispatch(method, input, { clientId, session: secret });
    if (!r.ok || r.session === undefined) return r;
    secret = r.session;
    return { ok: true, value: r.value };
  };
  return {
    async call(method, input) {
      if (secret === undefined && method !== 'auth.start') await send('auth.start', {});
      return send(method, input);
    },
    secret: () => secret,
  };
}
