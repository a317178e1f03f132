// The customer display's welcome: the outlet's name by the one naming rule (the default in the
// display's language while none is set) and the receipt logo when one is set and readable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerWelcome } from '../../../electron/core/operations/customer-feed';
import { openDatabase } from '../../../electron/core/store/database';
import { setSetting } from '../../../electron/core/store/settings';

describe('customerWelcome', () => {
  it('names the outlet as set, else by the default of the language', () => {
    const db = openDatabase(':memory:');
    expect(customerWelcome(db, 'fr')).toEqual({ outlet: 'Point de vente démo', logo: null });
    // A stored default name of another language counts as unset.
    setSetting(db, 'outlet.name', 'Demo-Filiale');
    expect(customerWelcome(db, 'it').outlet).toBe('Punto vendita demo');
    setSetting(db, 'outlet.name', 'Bergbahn Talstation');
    expect(customerWelcome(db, 'en').outlet).toBe('Bergbahn Talstation');
    db.close();
  });

  it('shows the receipt logo as a data URL; a missing file or another kind of file is no logo', () => {
    const db = openDatabase(':memory:');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-logo-'));
    const png = path.join(dir, 'logo.png');
    fs.writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    setSetting(db, 'receipt.logoPath', png);
    expect(customerWelcome(db, 'de').logo).toBe('data:image/png;base64,iVBORw==');
    setSetting(db, 'receipt.logoPath', path.join(dir, 'gone.png'));
    expect(customerWelcome(db, 'de').logo).toBeNull();
    const text = path.join(dir, 'logo.txt');
    fs.writeFileSync(text, 'not a picture');
    setSetting(db, 'receipt.logoPath', text);
    expect(customerWelcome(db, 'de').logo).toBeNull();
    fs.rmSync(dir, { recursive: true });
    db.close();
  });
});
