// The built browser-mode terminal started for a benchmark: spawned on a free port, answered once
// its "ready at" line is printed (the address it listens on).
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchTerminal {
  child: ChildProcess;
  url: string;
}

/** Starts `entry` with its data in `dataDir` (plus `args`); stderr is shown or dropped. */
export async function startBenchTerminal(
  entry: string,
  dataDir: string,
  args: string[] = [],
  stderr: 'inherit' | 'ignore' = 'inherit',
): Promise<BenchTerminal> {
  const child = spawn(process.execPath, [entry, '--port', '0', '--data-dir', dataDir, ...args], { stdio: ['ignore', 'pipe', stderr] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`terminal exited with ${code}`)));
  });
  return { child, url };
}
