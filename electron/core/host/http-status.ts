import type { ErrorCode } from '../contract';

/** HTTP status of a failed call in browser mode; the body carries the same envelope as IPC. */
export const httpStatusOf: Record<ErrorCode, number> = {
  invalid_input: 400,
  unknown_method: 404,
  unauthorized: 401,
  forbidden: 403,
  offline: 503,
  service_refused: 422,
  service_unavailable: 502,
  uncertain: 504,
  not_found: 404,
  conflict: 409,
  locked: 423,
  internal: 500,
};
