// Remotes and the shell read the same content (common, config…) many times per page; the
// shell's CMS client answers each reader once per locale and arguments. A failed read is
// forgotten so the next caller tries again.
import type { CmsClient } from '@omad/contract/cms';
import type { Locale } from '@omad/contract';

export const memoizeCms = (client: CmsClient, locale: () => Locale): CmsClient => {
  const cache = new Map<string, Promise<unknown>>();
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (
        typeof value !== 'function' ||
        typeof property !== 'string' ||
        !property.startsWith('get')
      ) {
        return value;
      }
      return (...args: unknown[]) => {
        const key = `${locale()}|${property}|${JSON.stringify(args)}`;
        const hit = cache.get(key);
        if (hit) return hit;
        const result = Promise.resolve(Reflect.apply(value, target, args));
        cache.set(key, result);
        result.catch(() => cache.delete(key));
        return result;
      };
    },
  });
};
