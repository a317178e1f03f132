// The desktop secret store: the live API key sealed with Electron safeStorage (OS keychain).
// Where the OS offers no encryption (e.g. Linux without a keyring), the 0600 file of browser mode.
import { safeStorage } from 'electron';
import { fileSecretStore, sealedFileSecretStore, type SecretStore } from '../core/store/secrets';

/** The secret store of the desktop app for `dataDir`. */
export function desktopSecretStore(dataDir: string, warn: (message: string) => void): SecretStore {
  if (!safeStorage.isEncryptionAvailable()) {
    warn('safeStorage is not available: the API key is kept in a 0600 file');
    return fileSecretStore(dataDir);
  }
  return sealedFileSecretStore(dataDir, {
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (sealed) => safeStorage.decryptString(sealed),
  });
}
