// The check before going live: `hello.json`, then an authenticated read every till key may do (a
// balance lookup of a code that cannot exist: any answer but 401 proves the key), then one probe
// per area so the manager sees which areas this key can use. Going live never depends on an area.
import type { AreaAccess, ServiceArea, ServiceCheck } from '../contract';
import { isServiceError, type ServiceClient } from '../service';
import { formatTimestamp } from '../service/wire';

/** A code no voucher carries: the balance answer (unknown code) proves only that the key works. */
export const KEY_CHECK_CODE = 'KEYCHECK0000';

const sentence = (err: unknown) => (isServiceError(err) && err.message ? err.message : 'The service could not be checked.');

/** 401/403/404 mean "not for this key"; anything else is a failure of the moment. */
function accessOf(area: ServiceArea, err: unknown): AreaAccess {
  if (isServiceError(err) && (err.status === 401 || err.status === 403 || err.status === 404)) {
    return { area, state: 'denied', message: err.serviceMessage ?? null };
  }
  return { area, state: 'failed', message: sentence(err) };
}

/** One read per area, in parallel; the voucher area is known from the authenticated read. */
export async function probeAreas(client: ServiceClient, now: Date): Promise<AreaAccess[]> {
  const day = formatTimestamp(now).slice(0, 10);
  const probes: [ServiceArea, () => Promise<unknown>][] = [
    ['ordering', () => client.ordering.voucherTypes({ attempts: 1 })],
    ['ticketing', () => client.ticketing.products({ attempts: 1 })],
    ['statistics', () => client.vouchers.statistics({ from: day, to: day }, { attempts: 1 })],
  ];
  const found = await Promise.all(
    probes.map(async ([area, probe]): Promise<AreaAccess> => {
      try {
        await probe();
        return { area, state: 'ok', message: null };
      } catch (err) {
        return accessOf(area, err);
      }
    }),
  );
  return [{ area: 'vouchers', state: 'ok', message: null }, ...found];
}

/** hello, the authenticated balance read, then the area probes (only when the key works). */
export async function runServiceCheck(client: ServiceClient, now: Date): Promise<ServiceCheck> {
  try {
    await client.hello();
  } catch (err) {
    // A 401 on the probe proves the service is there and the key is wrong.
    if (isServiceError(err) && err.status === 401) {
      return { ok: false, hello: 'ok', authenticated: 'failed', message: sentence(err), areas: [] };
    }
    return { ok: false, hello: 'failed', authenticated: 'skipped', message: sentence(err), areas: [] };
  }
  try {
    await client.vouchers.balance(KEY_CHECK_CODE, { attempts: 1 });
  } catch (err) {
    // An unknown code may come back as a 400 with a sentence: the key was accepted.
    const keyAccepted =
      isServiceError(err) && err.status !== undefined && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 403;
    if (!keyAccepted) return { ok: false, hello: 'ok', authenticated: 'failed', message: sentence(err), areas: [] };
  }
  return { ok: true, hello: 'ok', authenticated: 'ok', message: null, areas: await probeAreas(client, now) };
}
