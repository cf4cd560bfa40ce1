/**
 * The product as separate operating-system processes (`node --import tsx src/server/main.ts`), as it is deployed
 * to scale out: ROLE=web and ROLE=worker on one PostgreSQL. Output is kept (last lines) for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface AppProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Base URL of a web process. */
  readonly url?: string;
  /** Resolves when the process logged that it started (web: and answers /healthz). */
  ready: Promise<void>;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnApp(name: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let started = false;
  let onStarted: () => void = () => undefined;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      if (line.includes('"DDQ Wingman started"')) {
        started = true;
        onStarted();
      }
      // Request logs of polling screens are many; keep what explains a failure.
      if (/"level":(30)/.test(line) && /"(incoming request|request completed)"/.test(line)) continue;
      lines.push(line.length > 2000 ? `${line.slice(0, 2000)}…` : line);
      if (lines.length > 300) lines.shift();
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within 60 s:\n${lines.slice(-30).join('\n')}`)),
      60_000,
    );
    onStarted = () => {
      clearTimeout(timer);
      resolve();
    };
    if (started) onStarted();
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new Error(
          `${name} exited (${child.exitCode ?? child.signalCode}) before it started:\n${lines.slice(-30).join('\n')}`,
        ),
      );
    });
  });
  ready.catch(() => undefined);
  return {
    name,
    child,
    url: env.ROLE === 'worker' ? undefined : `http://127.0.0.1:${env.PORT}`,
    ready,
    output: () => lines.join('\n'),
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
