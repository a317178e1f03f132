import { isServiceError, type ServiceError } from '../../electron/core/service';

/** Awaits a call that must fail and answers its ServiceError (anything else fails the test). */
export async function failure(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isServiceError(err)) throw new Error(`expected a ServiceError, got ${String(err)}`);
  return err;
}
