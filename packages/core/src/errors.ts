/**
 * The product error (spec §8): a literal, machine-readable code plus a human message, shown as 'code | message'.
 * Every error the domain raises is one of these; nothing throws a bare string.
 */
export class ProductError<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.name = 'ProductError';
    this.code = code;
  }

  /** The spec's display form, 'code | message'. */
  override toString(): string {
    return `${this.code} | ${this.message}`;
  }
}

/** Marks a branch the type system proves unreachable; reaching it at run time is a bug. */
export function assertNever(value: never): never {
  throw new ProductError('UNREACHABLE', `Unexpected value: ${JSON.stringify(value)}`);
}

/** Shortens untrusted input before it goes into an error message. */
export function quoteInput(input: unknown, maxLength = 40): string {
  const text = typeof input === 'string' ? input : describeInput(input);
  return text.length > maxLength ? `'${text.slice(0, maxLength)}…'` : `'${text}'`;
}

/** A non-string input as text; never throws (JSON.stringify throws on a BigInt or a circular object). */
function describeInput(input: unknown): string {
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return typeof input === 'bigint' ? `${input}n` : Object.prototype.toString.call(input);
  }
}
