// Rules of a live service address and the areas a key may use. Shared by the settings form (it
// names the problem in the UI language) and the core (which refuses the same input).
import { z } from 'zod';

/** Why a base URL is refused; the form translates `manager.settings.live.urlProblem.<problem>`. */
export type BaseUrlProblem = 'format' | 'credentials' | 'path' | 'https';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** True for a loopback host (`localhost`, `127.x.x.x`, `[::1]`): the built-in service and tests. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/**
 * The problem of a base URL, or null. Allowed: `https://host[:port]` with an optional path prefix
 * that ends at the version prefix (`/v1`) or before it; plain `http://` only for a loopback host.
 */
export function baseUrlProblem(value: string): BaseUrlProblem | null {
  const v = value.trim();
  if (!/^https?:\/\/[^\s?#]+$/i.test(v) || !URL.canParse(v)) return 'format';
  const url = new URL(v);
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/]*@/i.test(v)) return 'credentials';
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '' && !/^\/v1$/i.test(path)) return 'path';
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'https';
  return null;
}

/** The stored form of an accepted base URL: scheme and host in lower case, no trailing `/` or `/v1`. */
export function normalizeBaseUrl(value: string): string {
  const url = new URL(value.trim());
  return `${url.protocol}//${url.host}`;
}

const problemSentences: Record<BaseUrlProblem, string> = {
  format: 'The address must start with https:// (or http:// for this computer only).',
  credentials: 'The address must not contain a user name or password.',
  path: 'The address must end after the host (or after /v1): no further path.',
  https: 'A live service must be reached over https://; http:// is only allowed on this computer.',
};

/** An http(s) base address of a live service, normalised (see `baseUrlProblem`). */
export const baseUrlSchema = z
  .string()
  .trim()
  .max(300)
  .superRefine((v, ctx) => {
    const problem = baseUrlProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problemSentences[problem] });
  })
  .transform(normalizeBaseUrl);

/** How the built-in training service answers: as the interface document, or as the production examples. */
export const trainingFlavourSchema = z.enum(['interface', 'production']);
export type TrainingFlavour = z.infer<typeof trainingFlavourSchema>;

/** The areas of the service a key may or may not use (probed when going live). */
export const serviceAreaSchema = z.enum(['vouchers', 'ordering', 'ticketing', 'statistics']);
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** What the probe of one area found: usable, not for this key (401/403/404), or not checked/failed. */
export const areaAccessSchema = z.object({
  area: serviceAreaSchema,
  state: z.enum(['ok', 'denied', 'failed']),
  /** The service's sentence when it gave one. */
  message: z.string().nullable(),
});
export type AreaAccess = z.infer<typeof areaAccessSchema>;
