/** Joins class names, skipping the falsy ones (a CSS module's missing key reads as undefined). */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
