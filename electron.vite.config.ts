import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Node side: the Electron main entry and the browser-mode host entry share one build,
// so `npm start` can fall back to the browser mode without a second toolchain.
export default defineConfig({
  main: {
    build: {
      // Pure-JS dependencies go into the bundle: Node then resolves, detects and loads a few files
      // instead of hundreds (zod, hono), which cut the CPU until "ready at" by about a quarter.
      // better-sqlite3 (native) and node-thermal-printer (loaded on first print) stay outside.
      externalizeDeps: { exclude: ['zod', 'hono', '@hono/node-server', 'ws'] },
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          browser: resolve(__dirname, 'electron/browser/index.ts'),
          // The browser mode's terminal itself (browser.js loads it after turning on the compile
          // cache); the e2e tests start their terminals and built-in services in their own process
          // with it.
          start: resolve(__dirname, 'electron/browser/start.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be one self-contained CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src'),
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // Minified: a smaller bundle loads faster at every start of the till.
      minify: true,
      emptyOutDir: true,
      rolldownOptions: { input: { index: resolve(__dirname, 'src/index.html') } },
    },
  },
});
