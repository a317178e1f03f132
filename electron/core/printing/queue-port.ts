// A printer behind the operating system's spooler (CUPS): raw bytes through `lp -d QUEUE -o raw`,
// status through `lpstat -p QUEUE`. The spooler hides paper and cover state; it only knows
// whether the queue exists and accepts jobs.
import { spawn } from 'node:child_process';
import { PrintError, type PortOptions, type PrinterPort } from './port-types';

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], input: Buffer | null, timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {}); // a command that exits early closes its stdin; the exit code tells
    child.stdin.end(input ?? undefined);
  });
}

/** A system print queue by name. */
export function createQueuePort(name: string, o: PortOptions = {}): PrinterPort {
  const lp = o.lpCommand ?? 'lp';
  const lpstat = o.lpstatCommand ?? 'lpstat';
  const timeoutMs = (o.connectTimeoutMs ?? 3000) + (o.replyTimeoutMs ?? 1500) + 5000;
  return {
    target: `queue:${name}`,
    confirms: false,
    async status() {
      try {
        const r = await run(lpstat, ['-p', name], null, timeoutMs);
        if (r.code !== 0) return { state: 'offline', message: `Print queue ${name}: ${(r.stderr || r.stdout).trim() || 'not found'}` };
        if (/disabled/i.test(r.stdout)) return { state: 'offline', message: `Print queue ${name} is disabled` };
        return { state: 'ready' };
      } catch (err) {
        return { state: 'offline', message: `Print spooler not available (${(err as Error).message})` };
      }
    },
    async print(bytes) {
      let r: RunResult;
      try {
        r = await run(lp, ['-d', name, '-o', 'raw'], bytes, timeoutMs);
      } catch (err) {
        throw new PrintError(`Print spooler not available (${(err as Error).message})`, 'offline');
      }
      if (r.code !== 0) throw new PrintError(`Print queue ${name} refused the job: ${(r.stderr || r.stdout).trim()}`, 'offline');
    },
  };
}
