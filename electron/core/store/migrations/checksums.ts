// Written by `npm run migrations:checksums`: the checksum of each migration file's text, recorded
// with each step a database applies (a database holding a step with another checksum is refused).
export const migrationChecksums: Readonly<Record<number, string>> = {
  1: 'b328e7684555befc5935f6c4950cf5e955ae0f8b492c52f5e6d040c3fadf7a0a', // 001-settings.ts
  2: '6102e08fa3257bb5cbaa88e87cf7df112ff8e4984b4aba292427dad5daac3670', // 002-print-jobs.ts
  3: '81da808395b837689603869ec20cadec8c5aa97bdfcd372ace973b3ff25a6622', // 003-journal.ts
  4: '66fb1f243605434b51c7dbc2e38afe0f18292c06aa9eb44c0c9a32b6530fe16c', // 004-manager.ts
  5: 'd1991d3e4fa2b25f350a805352ae889835ac427b60b91e7cbd6a39b08ff84505', // 005-ticket-orders.ts
  6: '9fb48d5bedf32343c1328ddf83efa9133e20138917752631402e70c39eda2897', // 006-mode-scope.ts
  7: '0172781fa63f2e0ff6140f0cae81f46b30fe74ea1289469242c72c65ff2f4a44', // 007-pin-failures.ts
  8: 'e0bd3f52894fac044596493d082b3a35cf1a3770bcdf3411c620a8bc3db74102', // 008-archive-corrections.ts
  9: '500f9d252c30f2513deb1839596ca0378f4d0687bd0a42b0600b1143e89a4e23', // 009-ticket-reservations.ts
  10: '1ca3f45abfd47dab52c6679a16204382fbc5b12c92a66207c119a70c0d8811ed', // 010-payments.ts
  11: '3334d06a99ad7f7a7e1d890c1dc1e55de7cddba30081c075c71ead1fbf7ed6e3', // 011-journal-day-totals.ts
  12: '0ace1103c6d7a70ba209573d7c240bdf5fe33128866ea16fd29c8fc5e045ad95', // 012-replication.ts
  13: 'eb60a25056c866423eb888b3e7ce802955f98929e855bbaf53c5d6c9e4bdb1e2', // 013-orders.ts
  14: '28982ae46578db16f45a37bbc76ca08e43a698bcf635ae9d218359c293c0544f', // 014-till-sessions.ts
  15: '54ebc5c449e00ed38b42506898c7ad96880b54e5e843dfb94f1d675e7004fc5c', // 015-order-feed.ts
  16: 'd1a6fc208192ac747bccd4c12f5bb5e1e23b614654bceb205ca1a865810461f0', // 016-journal-insert.ts
  17: 'fa3b7cf880636022bf619b22e336f356122c4d80062315b450246edd74a6db70', // 017-journal-checks.ts
  18: 'c33b97c12abcb2b314d680ce461d1f3eaf38fb6f5cd88bdee3c20cc8bc6446d6', // 018-store-refusals.ts
  19: 'b3c3456c7862ad719e86bda1d3de767e039ac624288d4b739bb4e06f520c1d91', // 019-purchases-to-orders.ts
};
