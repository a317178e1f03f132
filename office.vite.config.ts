// The back office page: its own React bundle (out/office), apart from the cashier's renderer, served
// by the store program (`npm run store -- serve --web-port N`). Built by `npm run build`.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/office'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/office'),
    emptyOutDir: true,
    minify: true,
    // The charts are their own chunk, loaded by the month page only: the sign-in and the store day paint without them.
    rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/office/index.html') } },
  },
});
