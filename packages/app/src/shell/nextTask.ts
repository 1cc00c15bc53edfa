/**
 * Resolves in the browser's next task: what follows an `await nextTask()` runs as a task of its own, so a slow phone
 * is not held by one long piece of work (start-up is split this way).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
