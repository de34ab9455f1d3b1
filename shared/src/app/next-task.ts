/** Resolves in a new task (not a microtask): the browser can paint and handle input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
