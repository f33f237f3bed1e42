// The remotes bundled into this build of the shell: app → exposed module → its import.
// Empty in the federated build. The monolith build (OMAD_MONOLITH=1, see @omad/build's host
// preset) swaps this module for a generated one that imports every remote's exposes.

/** Loads one exposed module, e.g. `bundledRemotes['mf-cashier']['./app']`. */
export type BundledModule = () => Promise<unknown>;

export type BundledRemotes = Readonly<Record<string, Readonly<Record<string, BundledModule>>>>;

export const bundledRemotes: BundledRemotes = {};
