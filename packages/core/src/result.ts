/** The outcome of an operation that can fail in an expected way: a value, or a coded error. */
export type Result<Value, Failure> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: Failure };

export function ok<Value>(value: Value): { readonly ok: true; readonly value: Value } {
  return { ok: true, value };
}

export function err<Failure>(error: Failure): { readonly ok: false; readonly error: Failure } {
  return { ok: false, error };
}

/** The value of a successful result; throws the coded error of a failed one. */
export function unwrap<Value, Failure extends Error>(result: Result<Value, Failure>): Value {
  if (result.ok) return result.value;
  throw result.error;
}
