/**
 * Starts a child process of the local system and stops it for sure: SIGTERM, then SIGKILL after a grace
 * period; every child still alive when this Node process exits is killed synchronously.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves once the process has exited. */
  stop(): Promise<void>;
  /** Set when the process exited on its own (crash); undefined while running. */
  readonly exitCode: () => number | null | undefined;
  /** The last output lines, for error messages when it fails to start. */
  recentOutput(): string;
  /** An error naming the exit when the process has died, else undefined (for `waitFor`'s abort). */
  deathError(): Error | undefined;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

export interface StartProcessOptions extends SpawnOptions {
  /** Called with each output line (stdout and stderr). */
  onLine?: (line: string) => void;
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: StartProcessOptions = {},
): ServiceProcess {
  installExitHook();
  const { onLine, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  running.add(child);
  let exited: number | null | undefined;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      exited = code;
      running.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      exited = -1;
      running.delete(child);
      resolve();
    });
  });
  const tail: string[] = [];
  const handleChunk = (() => {
    let buffer = '';
    return (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 50) tail.shift();
        onLine?.(line);
      }
    };
  })();
  child.stdout?.on('data', handleChunk);
  child.stderr?.on('data', handleChunk);

  return {
    name,
    child,
    exitCode: () => exited,
    recentOutput: () => tail.join('\n'),
    deathError: () =>
      exited === undefined
        ? undefined
        : new Error(`${name} exited (code ${String(exited)}):\n${tail.join('\n')}`),
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
}
