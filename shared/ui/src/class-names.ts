// Joins class names, skipping the falsy ones, so components can add modifier
// classes inline without a dependency.
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
