/** A numbered migration of the store database; never edit one that has landed, add a new one. */
export interface StoreMigration {
  version: number;
  name: string;
  /** Plain SQL, applied in one transaction together with its row in `store_migrations`. */
  sql: string;
}
