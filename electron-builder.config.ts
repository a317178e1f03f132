// Packaging of the desktop app (`npm run dist`): Linux AppImage and deb, Windows NSIS installer.
// Needs the Electron download and, for better-sqlite3, a rebuild against Electron's ABI, so it runs
// on a packaging machine with internet access, not in CI here; test/unit/shell/builder-config.test.ts
// checks this object against electron-builder's own schema and the terminal's requirements.
import type { Configuration } from 'electron-builder';

const config: Configuration = {
  appId: 'ch.voucherterminal.desktop',
  productName: 'Voucher Terminal',
  executableName: 'voucher-terminal',
  copyright: 'Voucher terminal contributors',
  directories: { output: 'dist', buildResources: 'build' },
  // The electron-vite build only; production dependencies are added by electron-builder.
  files: ['out/**/*', 'package.json', '!**/*.map'],
  asar: true,
  // The SQLite engine is a native module: it cannot be loaded from inside the asar archive.
  asarUnpack: ['**/node_modules/better-sqlite3/**', '**/*.node'],
  // better-sqlite3 is rebuilt for Electron's Node ABI while packaging.
  npmRebuild: true,
  nodeGypRebuild: false,
  buildDependenciesFromSource: false,
  electronLanguages: ['de', 'fr', 'it', 'en-US', 'en-GB'],
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    synopsis: 'Point-of-sale voucher terminal',
    description: 'Point-of-sale terminal for voucher and ticket counters, with a built-in training service.',
    maintainer: 'Voucher terminal contributors <support@voucherterminal.invalid>',
    artifactName: '${productName}-${version}-${arch}.${ext}',
  },
  deb: {
    // Runtime libraries of Electron on Debian/Ubuntu besides the defaults; no post-install scripts.
    depends: ['libgtk-3-0', 'libnotify4', 'libnss3', 'libxss1', 'libxtst6', 'xdg-utils', 'libatspi2.0-0', 'libuuid1', 'libsecret-1-0'],
  },
  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  nsis: {
    oneClick: false,
    perMachine: true,
    allowToChangeInstallationDirectory: true,
    // The till's data (journal, PIN hashes, key) stays when the program is removed or updated.
    deleteAppDataOnUninstall: false,
    createDesktopShortcut: true,
    createStartMenuShortcut: true,
    shortcutName: 'Voucher Terminal',
  },
  // No auto-update channel: a till is updated by its operator, never behind the cashier's back.
  publish: null,
};

export default config;
