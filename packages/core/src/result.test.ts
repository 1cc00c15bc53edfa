import { describe, expect, expectTypeOf, it } from 'vitest';
import { ProductError } from './errors';
import { err, ok, type Result, unwrap } from './result';

describe('Result', () => {
  it('holds a value', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });

  it('holds a coded error', () => {
    const error = new ProductError('E', 'm');
    expect(err(error)).toEqual({ ok: false, error });
  });

  it('unwraps the value of a successful result', () => {
    expect(unwrap(ok('4-10'))).toBe('4-10');
  });

  it('throws the coded error of a failed result', () => {
    const error = new ProductError('STOP_CODE_MALFORMED', 'bad');
    const failed: Result<string, ProductError> = err(error);
    expect(() => unwrap(failed)).toThrow(error);
  });

  it('narrows on ok', () => {
    const result = ok(1) as Result<number, ProductError>;
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<number>();
    else expectTypeOf(result.error).toEqualTypeOf<ProductError>();
  });
});
