// The till's pusher to the store: in the background, single-flight, never awaited by a use case.
// Each run: the store records the contact and says what it holds from this till; a gap (this till
// restored from an older backup) renumbers the unpushed changes above it; then batches of live
// changes in sequence order, one PostgreSQL transaction each, the cursor moved after each commit.
// Failures retry with a doubling delay; a revoked or cloned till keeps its backlog and says why.
import pg from 'pg';
import type { Logger } from '../../common/log';
import type { StoreLinkStatus } from '../contract';
import { realTimers, type Clock, type TimerHandle, type Timers } from '../clock';
import type { Db } from '../store/database';
import {
  currentVersions,
  liveBacklog,
  liveVersionsBetween,
  markPushed,
  openLiveSessions,
  readLiveChanges,
  renumberAfterGap,
  replicationState,
  rewindCursor,
  sessionChanged,
} from '../store/replication';
import { codeHasherFor } from '../../back-office/client/code-hash';
import { keepStoreRefusals, storeRefusals } from '../store/store-refusals';
import type { StoreLink } from '../../back-office/client/link';
import { claimIdentity, type InstallClaim } from '../../back-office/client/identity';
import { beginPush, earlierEnrolmentSeq, pushBatch, reportGap, storedVersions, storeFailureOf } from '../../back-office/client/push';
import { auditReplica, journalReplica } from './replica-of';
import { orderReplica } from './order-replica';
import { moneyFactReplicas } from './money-replica';
import { sessionReplica } from './session-replica';

export interface StorePusherOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  version: string;
  /** The link as stored now (read at every run: a new secret takes effect at the next run). */
  link(): StoreLink | undefined;
  /**
   * The expected cash so far of an open live session (the figure its X report shows). The store
   * gets it with the session; absent, an open session's expected cash stays empty at the store.
   */
  runningCash?(session: { id: string; service: string }): number;
  /** This installation's claim for a till (proved once per connection, before any row). */
  identity?(tillId: string): InstallClaim;
  /** Called whenever the link's status changes (the status bar). */
  onStatus(status: StoreLinkStatus | null): void;
  timers?: Timers;
  /** Opens a connection to the store (default: node-postgres with the link's URL). */
  connect?(url: string): Promise<pg.Client>;
  batchSize?: number;
  /** Between runs while all is well (default 5 s); failures wait 1 s doubling up to `maxBackoffMs`. */
  intervalMs?: number;
  maxBackoffMs?: number;
}

export interface StorePusher {
  /** Schedules the first run now. */
  start(): void;
  /** Asks for a run soon (a row became final); never waits for it. */
  kick(): void;
  /** Runs now (or waits for the run in progress and runs once more); resolves with the status after it. */
  pushNow(): Promise<StoreLinkStatus | null>;
  status(): StoreLinkStatus | null;
  stop(): Promise<void>;
}

async function defaultConnect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  await client.connect();
  return client;
}

export function createStorePusher(opts: StorePusherOptions): StorePusher {
  const timers = opts.timers ?? realTimers;
  const batchSize = opts.batchSize ?? 500;
  const intervalMs = opts.intervalMs ?? 5_000;
  const maxBackoffMs = opts.maxBackoffMs ?? 60_000;
  let client: pg.Client | undefined;
  let clientUrl: string | undefined;
  let current: StoreLinkStatus | null = null;
  let failures = 0;
  let timer: TimerHandle | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const setStatus = (s: StoreLinkStatus | null): void => {
    current = s;
    opts.onStatus(s);
  };
  const dropClient = (): void => {
    const c = client;
    client = undefined;
    clientUrl = undefined;
    void c?.end().catch(() => undefined);
  };
  const connected = async (link: StoreLink): Promise<pg.Client> => {
    if (client && clientUrl === link.url) return client;
    dropClient();
    const c = await (opts.connect ?? defaultConnect)(link.url);
    // An idle connection the server closes (restart, revocation) must not crash the till.
    c.on('error', (err) => {
      opts.logger.warn('store connection lost', { error: err.message });
      if (client === c) dropClient();
    });
    client = c;
    clientUrl = link.url;
    return c;
  };
  const proved = new WeakSet<pg.Client>();
  /** The running cash last handed to the store (or about to be) per open live session. */
  const lastCash = new Map<string, number>();
  const cashOf = (session: { id: string; service: string }): number | null => {
    try {
      return opts.runningCash?.(session) ?? null;
    } catch (err) {
      // The X of one session must never stop the push: the session leaves without its running cash.
      opts.logger.warn('the running cash of a till session could not be taken', {
        error: err instanceof Error ? err.message : String(err),
      });
      return null;
    }
  };
  /** The running cash of an open session as it leaves now (remembered as handed over). */
  const runningCashOf = (sessionId: string): number | null => {
    const s = openLiveSessions(opts.db).find((x) => x.id === sessionId);
    const cents = s ? cashOf(s) : null;
    if (cents !== null) lastCash.set(sessionId, cents);
    return cents;
  };
  /**
   * An open session whose running cash moved since the store got it takes a new version, so it
   * leaves with this run. Taken only when something waits (cash moves only with a change) or for a
   * session this process has not handed over yet.
   */
  const refreshRunningCash = (waiting: number): void => {
    if (!opts.runningCash) return;
    const open = openLiveSessions(opts.db);
    for (const id of lastCash.keys()) if (!open.some((s) => s.id === id)) lastCash.delete(id);
    for (const s of open) {
      if (waiting === 0 && lastCash.has(s.id)) continue;
      const cents = cashOf(s);
      if (cents === null || lastCash.get(s.id) === cents) continue;
      lastCash.set(s.id, cents);
      sessionChanged(opts.db, s.id);
    }
  };
  const backlogNow = () => {
    const state = replicationState(opts.db);
    return { state, backlog: liveBacklog(opts.db, state.pushedSeq) };
  };

  /**
   * The store holds more from this till than its cursor says. Either a commit's answer was lost
   * (the store holds exactly this till's rows of that range, or older versions of rows that moved
   * on): that range is pushed again. Or this till was restored from an older backup (or is a second
   * machine): the store holds rows or versions it does not have, or it used those numbers for other
   * rows. Then the gap is reported (a second one flags a clone) and the unpushed changes are
   * renumbered above the store's, so nothing is lost and no number is used twice.
   */
  const catchUpCursor = async (c: pg.Client, link: StoreLink, state: ReturnType<typeof replicationState>, storeSeq: number) => {
    const stored = await storedVersions(c, link.tillId, state.pushedSeq, storeSeq);
    const mine = currentVersions(opts.db, [...stored.keys()]);
    const inRange = liveVersionsBetween(opts.db, state.pushedSeq, storeSeq);
    const same = [...stored].every(([id, v]) => (mine.get(id) ?? -1) >= v) && [...inRange].every(([id, v]) => stored.get(id) === v);
    // Pushed again rather than taken on trust: the same row at the same version is no change at the
    // store, and one with other content (another writer with this till's role) comes back refused.
    if (same) return;
    const flagged = await reportGap(c, state.pushedSeq, state.seq);
    opts.logger.warn('the store holds changes of this till that it does not have: restored from an older backup?', {
      cursor: state.pushedSeq,
      head: state.seq,
      storeSeq,
      flagged,
    });
    if (flagged === 'cloned') throw storeFailureOf({ code: 'SR011', message: 'the store flagged this till as cloned' });
    renumberAfterGap(opts.db, storeSeq);
  };

  const runOnce = async (): Promise<void> => {
    const link = opts.link();
    if (!link) {
      dropClient();
      setStatus(null);
      return;
    }
    const refusedNow = () => {
      const r = storeRefusals(opts.db);
      return { refused: r.count, refusals: r.rows };
    };
    const base = { store: link.store, till: link.till, lastContactAt: current?.lastContactAt ?? null, ...refusedNow() };
    // A connection kept from an earlier run (a failure on it is tried once more on a new one).
    const reused = client !== undefined && clientUrl === link.url;
    try {
      const c = await connected(link);
      if (opts.identity && !proved.has(c)) {
        await claimIdentity(c, opts.identity(link.tillId), link.till);
        proved.add(c);
      }
      refreshRunningCash(backlogNow().backlog.count);
      const { state, backlog } = backlogNow();
      const storeSeq = await beginPush(c, { head: state.seq, backlog: backlog.count, since: backlog.since, version: opts.version });
      // No version of a push may exceed the head reported at its start (the store refuses it).
      let head = state.seq;
      if (state.pushedSeq < storeSeq) await catchUpCursor(c, link, state, storeSeq);
      // The store holds less than this till pushed (restored from an older backup, or this till
      // enrolled anew: a new id the store has nothing of): every live change above what the store
      // holds goes again, under this id or an earlier enrolment's (those are not sent twice).
      else if (storeSeq < state.pushedSeq) {
        const earlier = opts.identity?.(link.tillId).earlier ?? [];
        rewindCursor(opts.db, Math.max(storeSeq, Math.min(state.pushedSeq, await earlierEnrolmentSeq(c, link.store, earlier))));
      }
      let contact = opts.clock.now().toISOString();
      for (;;) {
        const cursor = replicationState(opts.db).pushedSeq;
        const changes = readLiveChanges(opts.db, cursor, batchSize);
        if (changes.journal.length + changes.audit.length + changes.orders.length + changes.sessions.length === 0) break;
        // Built again once the codes it met were hashed (slow by design: each distinct code once).
        const hasher = codeHasherFor(link.codeKey);
        const build = () => ({
          orders: changes.orders.map((o) => orderReplica(opts.db, o, hasher.protect)),
          journal: changes.journal.map((j) => journalReplica(j, hasher.protect)),
        });
        let built = build();
        while (await hasher.settle()) built = build();
        const { orders, journal } = built;
        const sessions = changes.sessions.map((x) => sessionReplica(opts.db, x, runningCashOf));
        const after = liveBacklog(opts.db, changes.lastSeq);
        // Changes made since the start (or renumbered after a gap) are announced first.
        if (changes.lastSeq > head) {
          head = replicationState(opts.db).seq;
          await beginPush(c, { head, backlog: after.count, since: after.since, version: opts.version });
        }
        const refused = await pushBatch(c, link, {
          journal,
          audit: changes.audit.map(auditReplica),
          orders: orders.map((o) => o.order),
          lines: orders.flatMap((o) => o.lines),
          tenders: orders.flatMap((o) => o.tenders),
          sessions: sessions.map((x) => x.session),
          drawerOpenings: sessions.flatMap((x) => x.openings),
          moneyFacts: moneyFactReplicas(
            opts.db,
            orders.map((o) => o.order),
            changes.journal,
          ),
          lastSeq: changes.lastSeq,
          backlogAfter: after.count,
          backlogSince: after.since,
        });
        // Only now: the store has committed every change up to lastSeq, but for the rows it refused (kept to show).
        if (refused.length) {
          keepStoreRefusals(opts.db, refused, opts.clock.now());
          opts.logger.warn('the store refused rows of this till', { refused: refused.length, first: refused[0] });
        }
        markPushed(opts.db, changes.lastSeq, opts.clock.now());
        contact = opts.clock.now().toISOString();
        setStatus({ ...base, ...refusedNow(), state: 'connected', backlog: after.count, since: after.since, lastContactAt: contact });
      }
      failures = 0;
      const left = backlogNow().backlog;
      setStatus({ ...base, ...refusedNow(), state: 'connected', backlog: left.count, since: left.since, lastContactAt: contact });
    } catch (err) {
      const failure = storeFailureOf(err);
      dropClient();
      // A kept connection the server dropped meanwhile (a restart, a revocation that ended its
      // session) says nothing of the store: a new one tells whether it is down, or why it refuses.
      if (reused && failure.failure === 'unreachable') return runOnce();
      failures++;
      const left = backlogNow().backlog;
      opts.logger.warn('push to the store failed', { failure: failure.failure, error: failure.message });
      setStatus({ ...base, state: failure.failure, backlog: left.count, since: left.since, message: failure.message });
    }
  };

  const schedule = (ms: number): void => {
    if (stopped) return;
    if (timer) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      void pushNow();
    }, ms);
  };
  const nextDelay = (): number => (failures === 0 ? intervalMs : Math.min(maxBackoffMs, 1_000 * 2 ** (failures - 1)));

  const pushNow = async (): Promise<StoreLinkStatus | null> => {
    if (running) {
      again = true;
      await running;
      return current;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })();
    try {
      await running;
    } finally {
      running = undefined;
      schedule(nextDelay());
    }
    return current;
  };

  return {
    start: () => schedule(0),
    kick: () => {
      if (!running) schedule(0);
      else again = true;
    },
    pushNow,
    status: () => current,
    async stop() {
      stopped = true;
      if (timer) timers.clearTimeout(timer);
      await running;
      dropClient();
    },
  };
}
