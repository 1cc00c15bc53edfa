import { describe, expect, it } from 'vitest';
import { assertNever, ProductError, quoteInput } from './errors';

describe('ProductError (spec §8)', () => {
  it('carries a code and a message, shown as code | message', () => {
    const error = new ProductError('STOP_NOT_FOUND', 'The stop does not exist.');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('STOP_NOT_FOUND');
    expect(error.message).toBe('The stop does not exist.');
    expect(error.name).toBe('ProductError');
    expect(error.toString()).toBe('STOP_NOT_FOUND | The stop does not exist.');
    expect(`${error}`).toBe('STOP_NOT_FOUND | The stop does not exist.');
  });

  it('keeps its cause', () => {
    const cause = new TypeError('boom');
    expect(new ProductError('X', 'y', { cause }).cause).toBe(cause);
    expect(new ProductError('X', 'y').cause).toBeUndefined();
  });
});

describe('assertNever', () => {
  it('throws a coded error naming the unexpected value', () => {
    let thrown: unknown;
    try {
      assertNever('tram' as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProductError);
    expect((thrown as ProductError).code).toBe('UNREACHABLE');
    expect((thrown as ProductError).message).toBe('Unexpected value: "tram"');
  });
});

describe('quoteInput', () => {
  it('quotes a short string as it is', () => {
    expect(quoteInput('4-10')).toBe("'4-10'");
    expect(quoteInput('')).toBe("''");
  });

  it('shortens input longer than 40 characters, or the given length, with an ellipsis', () => {
    expect(quoteInput('x'.repeat(40))).toBe(`'${'x'.repeat(40)}'`);
    expect(quoteInput('x'.repeat(41))).toBe(`'${'x'.repeat(40)}…'`);
    expect(quoteInput('abcdef', 3)).toBe("'abc…'");
  });

  it('writes other values as JSON', () => {
    expect(quoteInput(42)).toBe("'42'");
    expect(quoteInput(null)).toBe("'null'");
    expect(quoteInput({ a: 1 })).toBe('\'{"a":1}\'');
    expect(quoteInput(['1'])).toBe('\'["1"]\'');
  });

  it('writes values JSON cannot hold as text, never throwing', () => {
    expect(quoteInput(undefined)).toBe("'undefined'");
    expect(quoteInput(Symbol('s'))).toBe("'Symbol(s)'");
    expect(quoteInput(10n)).toBe("'10n'");
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(quoteInput(circular)).toBe("'[object Object]'");
  });
});
