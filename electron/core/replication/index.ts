// Replication to the store: the pusher, the store day, and reading the stored link.
import { decodeStoreLink, type StoreLink } from '../../back-office/client/link';

export type { StoreLink };
export { createStorePusher, type StorePusher, type StorePusherOptions } from './pusher';
export { storeDayOf } from './store-day';
export { storeTillsOf } from './cross-check';

/** The link in a stored or pasted secret (undefined when absent or unreadable). */
export function storeLinkOf(secret: string | undefined): StoreLink | undefined {
  return secret === undefined ? undefined : decodeStoreLink(secret);
}
