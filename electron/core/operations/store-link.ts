// Handlers of store.*: link this till to the store with its one-time secret (kept like the API
// key, never shown again), the link's status, and the store day over every till of the store.
import { CoreError } from '../contract';
import type { Handlers } from '../contract/calls';
import { say } from '../contract/core-messages';
import { storeDayOf, storeLinkOf, type StorePusher } from '../replication';
import type { CoreRuntime } from '../runtime';
import { appendAudit } from '../store/audit';
import { terminalDay } from '../store/journal';
import type { SecretStore } from '../store/secrets';
import { callerName } from '../auth/session';
import type { InstallIdentity } from '../replication/install-identity';

export interface StoreLinkDeps {
  secrets: SecretStore;
  pusher: StorePusher;
  /** This installation: a pasted secret makes a new one, bound to this data folder. */
  install?: Pick<InstallIdentity, 'enrol'>;
}

export function storeLinkHandlers(rt: CoreRuntime, deps: StoreLinkDeps) {
  const link = () => storeLinkOf(deps.secrets.get('store.link'));
  return {
    'store.link': (i, ctx) => {
      const parsed = storeLinkOf(i.secret);
      if (!parsed) throw new CoreError('invalid_input', say('storeSecretInvalid'));
      deps.secrets.set('store.link', i.secret.trim());
      deps.install?.enrol(parsed.tillId, rt.clock.now());
      appendAudit(rt.db, {
        at: rt.clock.now(),
        actor: callerName(ctx),
        action: 'store.link',
        subject: parsed.store,
        details: { till: parsed.till },
      });
      deps.pusher.kick();
      return { store: parsed.store, till: parsed.till };
    },
    'store.status': () => deps.pusher.status(),
    'store.day': async (i) => {
      const l = link();
      if (!l) throw new CoreError('not_found', say('storeNotEnrolled'));
      try {
        return await storeDayOf(l, i.day ?? terminalDay(rt.db, rt.clock.now()));
      } catch (err) {
        throw new CoreError('service_unavailable', say('storeUnreadable', { reason: (err as Error).message }), true);
      }
    },
  } satisfies Handlers;
}
