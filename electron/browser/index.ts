// Browser / kiosk mode entry. Node first keeps the compiled code of the bundled modules on disk (its
// compile cache, in the OS temp folder), then loads the terminal (start.ts): every later start
// compiles about a quarter of the code (a profile of the start: 40 -> 10 ms of compiling). A start
// without the cache (a first one, a folder that cannot be written) is the same start, only slower.
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

module.enableCompileCache?.();
const here = path.dirname(fileURLToPath(import.meta.url));
import('./start')
  .then((m) => m.startBrowserMode(here))
  .catch((err: Error) => {
    console.error(`Browser mode failed to start: ${err.message}`);
    process.exit(1);
  });
