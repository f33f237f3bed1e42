// A query's read that leaves the reason of a failure in the console: the page shows that it
// failed, the console keeps why for whoever looks into it.
export const loggedRead =
  <T>(what: string, read: () => Promise<T>) =>
  (): Promise<T> =>
    read().catch((error: unknown) => {
      console.error(`[mf-content] ${what}`, error);
      throw error;
    });
