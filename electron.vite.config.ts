import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Node side: the Electron main entry and the browser-mode host entry share one build,
// so `npm start` can fall back to the browser mode without a second toolchain.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          browser: resolve(__dirname, 'electron/browser/index.ts'),
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
