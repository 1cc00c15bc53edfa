import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';

/** A server started as a child process: what it printed (the last 8 KiB), whether it exited, and a stop. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Why it is gone (exit code or signal, and its output's end), or undefined while it runs. */
  readonly exited: () => string | undefined;
  /** Ends it and every process it started (its process group), and waits for it. */
  readonly stop: () => Promise<void>;
}

export function startProcess(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ServerProcess {
  // Its own process group, so that stopping it stops what it spawned too (firebase-tools' emulator, java's JVM).
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: string | undefined;
  child.once('exit', (code, signal) => {
    exit = `exited (${code ?? signal ?? 'unknown'}): ${output.trim()}`;
  });
  child.once('error', (error) => {
    exit = `could not run ${command}: ${error.message}`;
  });
  return {
    child,
    exited: () => exit,
    stop: async () => {
      if (exit !== undefined || child.pid === undefined) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        // SIGINT, as Ctrl-C: firebase-tools exports its data on it (--export-on-exit), the others stop at once.
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-(child.pid as number), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
