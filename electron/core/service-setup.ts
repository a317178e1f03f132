/**
 * Which service the core talks to: the live service when a base URL and an API key are set up,
 * else the built-in training service (started through the injected `startTrainingService`; the core
 * never imports the sandbox). Beside the composition root: the service client itself never reads the store.
 */
import { z } from 'zod';
import type { Logger } from '../common/log';
import type { Db } from './store/database';
import { getSetting } from './store/settings';
import { baseUrlProblem, trainingFlavourSchema, type TrainingFlavour } from './contract/live-service';
import { DEFAULT_ORDERING_SEGMENT } from './service/wire';
import { createServiceClient, type ServiceClient } from './service/index';
import type { FetchLike, RetryPolicy, Timeouts } from './service/http';

/** Setting keys of the live service (the key may instead come from a SecretsProvider). */
export const serviceSettingKeys = {
  baseUrl: 'service.baseUrl',
  apiKey: 'service.apiKey',
  orderingSegment: 'service.orderingSegment',
} as const;

/**
 * Where secrets come from. The final storage (Electron safeStorage, a 0600 file in browser mode) is
 * a later issue; until then the key may also sit in the settings table.
 */
export interface SecretsProvider {
  /** The secret of that name, or undefined when none is stored. */
  get(name: 'service.apiKey'): string | undefined | Promise<string | undefined>;
}

/** A running training service as handed to the core by the entry (`startSandbox` behind it). */
export interface TrainingService {
  baseUrl: string;
  apiKey: string;
  close(): Promise<void>;
}

/** Starts the training service in a flavour (settings `training.flavour`); injected by `electron/main` / `electron/browser`. */
export type StartTrainingService = (opts: { flavour: TrainingFlavour }) => Promise<TrainingService>;

/** Live service settings, complete. */
export interface LiveServiceSettings {
  baseUrl: string;
  apiKey: string;
  orderingSegment: string;
}

const urlSchema = z.url({ protocol: /^https?$/ });

/** Reads the live settings; null unless both a valid http(s) base URL and a key are present. */
export async function readLiveSettings(db: Db, secrets?: SecretsProvider): Promise<LiveServiceSettings | null> {
  const baseUrl = getSetting(db, serviceSettingKeys.baseUrl, urlSchema, '');
  const apiKey = (await secrets?.get('service.apiKey')) || getSetting(db, serviceSettingKeys.apiKey, z.string(), '');
  const orderingSegment = getSetting(db, serviceSettingKeys.orderingSegment, z.string().min(1), DEFAULT_ORDERING_SEGMENT);
  if (baseUrl === '' || apiKey.trim() === '') return null;
  // Live needs https:// (plain http only on loopback): an older stored address that breaks the rule is not used.
  if (baseUrlProblem(baseUrl) !== null) return null;
  return { baseUrl, apiKey: apiKey.trim(), orderingSegment };
}

/** The connected service: client, mode and how to stop what was started for it. */
export interface ConnectedService {
  /** Undefined when neither a live service nor a training service is available. */
  client: ServiceClient | undefined;
  mode: 'training' | 'live';
  close(): Promise<void>;
}

/** Transport settings of the client, whichever service it talks to. */
export interface ServiceTuning {
  fetch?: FetchLike;
  timeouts?: Partial<Timeouts>;
  retry?: Partial<RetryPolicy>;
}

/** Options of `connectService`. */
export interface ConnectServiceOptions extends ServiceTuning {
  db: Db;
  logger: Logger;
  secrets?: SecretsProvider;
  startTrainingService?: StartTrainingService;
}

/** Picks live or training and creates the client. A failing training start leaves no client (logged). */
export async function connectService(opts: ConnectServiceOptions): Promise<ConnectedService> {
  const common = { logger: opts.logger, fetch: opts.fetch, timeouts: opts.timeouts, retry: opts.retry };
  const live = await readLiveSettings(opts.db, opts.secrets);
  if (live) {
    try {
      const client = createServiceClient({ ...common, ...live });
      opts.logger.info('service: live', { baseUrl: live.baseUrl.replace(/[?#].*$/, '') });
      return { client, mode: 'live', close: async () => {} };
    } catch (err) {
      // e.g. an invalid ordering segment: fall back to training rather than refusing to start.
      opts.logger.error('live service settings unusable, using training mode', { error: (err as Error).message });
    }
  }
  if (!opts.startTrainingService) return { client: undefined, mode: 'training', close: async () => {} };
  try {
    const flavour = getSetting(opts.db, 'training.flavour', trainingFlavourSchema, 'interface');
    const training = await opts.startTrainingService({ flavour });
    const client = createServiceClient({ ...common, baseUrl: training.baseUrl, apiKey: training.apiKey });
    opts.logger.info('service: training', { baseUrl: training.baseUrl });
    return { client, mode: 'training', close: () => training.close() };
  } catch (err) {
    opts.logger.error('training service failed to start', { error: (err as Error).message });
    return { client: undefined, mode: 'training', close: async () => {} };
  }
}
