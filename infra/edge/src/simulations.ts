// The platform's laptop aids behind the edge: its dev routes (outbox, clock) and the simulated
// outside parties (payment and identity-verification providers, game and sportsbook frames,
// social sign-in, which believes any typed e-mail). Who may call them: anyone, but only where
// the environment file says "simulations": true (local). Everywhere else the edge answers 404
// and forwards nothing, whatever the platform behind it was started with.
import type { MiddlewareHandler } from 'hono';
import { rawPathname } from './request';
import type { EdgeEnv } from './request';

/** /api/<one of these>/… are simulations or dev routes of the platform. */
const SIMULATED_API = new Set(['_dev', '_pay', '_kyc', '_games']);

/**
 * True for a path of a simulation: /api/_dev, /api/_pay, /api/_kyc, /api/_games and
 * /oauth (init and callback), below them too. Read from the path as the client sent it,
 * decoded and with empty segments dropped, so `/api/%5Fdev`, `/api%2F_dev` or `//api//_dev`
 * is one as well; a path that does not decode is one too (refused rather than guessed at).
 */
export const isSimulationPath = (pathname: string): boolean => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const [first, second] = decoded.split(/[/\\]+/).filter((segment) => segment !== '');
  if (first === 'oauth') return true;
  return first === 'api' && second !== undefined && SIMULATED_API.has(second);
};

/** Refuses simulation paths with 404 unless `allowed()` (the environment's flag) says so. */
export const simulationsGate =
  (allowed: () => Promise<boolean>): MiddlewareHandler<EdgeEnv> =>
  async (c, next) => {
    if (isSimulationPath(rawPathname(c)) && !(await allowed())) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    return next();
  };
