import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/store/database';
import { fileSecretStore, migrateKeyFromSettings, sealedFileSecretStore } from '../../../electron/core/store/secrets';
import { getSetting, setSetting } from '../../../electron/core/store/settings';
import { z } from 'zod';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vt-secrets-'));

describe('secret stores', () => {
  it('file store: 0600, replaced atomically, deletable; a looser file is tightened on open', () => {
    const dir = tmp();
    const s = fileSecretStore(dir);
    expect(s.get('service.apiKey')).toBeUndefined();
    s.set('service.apiKey', 'key-one-1234');
    s.set('service.apiKey', 'key-two-5678');
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(s.get('service.apiKey')).toBe('key-two-5678');
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']); // no temp file left behind
    fs.chmodSync(file, 0o644);
    expect(fileSecretStore(dir).get('service.apiKey')).toBe('key-two-5678');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    s.delete('service.apiKey');
    expect(s.values()).toEqual([]);
  });

  it('sealed store keeps only the cipher text on disk', () => {
    const dir = tmp();
    const cipher = {
      encrypt: (p: string) => Buffer.from([...Buffer.from(p)].map((b) => b ^ 0x5a)),
      decrypt: (b: Buffer) => Buffer.from([...b].map((x) => x ^ 0x5a)).toString(),
    };
    const s = sealedFileSecretStore(dir, cipher);
    s.set('service.apiKey', 'very-secret-key-42');
    expect(s.get('service.apiKey')).toBe('very-secret-key-42');
    expect(s.values()).toEqual(['very-secret-key-42']);
    const raw = fs.readFileSync(path.join(dir, 'secrets.sealed.json'), 'utf8');
    expect(raw).not.toContain('very-secret-key-42');
    expect(fs.statSync(path.join(dir, 'secrets.sealed.json')).mode & 0o777).toBe(0o600);
  });

  it('moves a key an earlier version kept in the settings table into the store', () => {
    const db = openDatabase(':memory:');
    const s = fileSecretStore(tmp());
    setSetting(db, 'service.apiKey', 'legacy-key-0001');
    migrateKeyFromSettings(db, s, new Date());
    expect(s.get('service.apiKey')).toBe('legacy-key-0001');
    expect(getSetting(db, 'service.apiKey', z.string(), 'gone')).toBe('gone');
    expect(getSetting(db, 'service.mode', z.string(), 'training')).toBe('live');
    db.close();
  });
});
