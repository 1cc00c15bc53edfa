import type { CodeKind, CodeRegistry } from './codeRegistry';
import { naturalCompare } from './codeRegistry';

/** A stop or line that needs the number its code is made of. */
export interface CodeRequest {
  readonly feedId: string;
  /** The feed's stop_id or route_id. */
  readonly id: string;
  /** The number space it lives in: the stop type code for stops, the transport type code for lines. */
  readonly typeCode: number;
  /** A number it must have (CRTM ids carry theirs: par_8_09568 is 9568). */
  readonly fixed?: number | undefined;
  /** A number it takes when no other stop or line of its type has it (an all-digit stop_code or short name). */
  readonly candidate?: number | undefined;
}

export const requestKey = (request: Pick<CodeRequest, 'feedId' | 'id'>) => `${request.feedId}:${request.id}`;

export interface CodeAssignment {
  /** The number of each request, by requestKey. */
  readonly numbers: Map<string, number>;
  /** Registry numbers that could not be honoured because a fixed number took them first. */
  readonly conflicts: string[];
}

/**
 * Gives each request its number, in this order of precedence: fixed numbers; numbers the registry already gave
 * (never changed); candidates that are unique within their feed and still free in their type; then, for the rest in
 * natural id order, the next number above every number in use in that type, which the registry then keeps.
 * @param feedTypeCodes the number space of each feed of the compile (registry entries of other feeds are kept clear of
 *   too, since their type is unknown here)
 */
export function assignNumbers(
  kind: CodeKind,
  requests: readonly CodeRequest[],
  registry: CodeRegistry,
  feedTypeCodes: ReadonlyMap<string, number>,
): CodeAssignment {
  const numbers = new Map<string, number>();
  const conflicts: string[] = [];
  const taken = new Map<number, Set<number>>();
  const takenIn = (typeCode: number) => {
    let set = taken.get(typeCode);
    if (!set) {
      set = new Set();
      taken.set(typeCode, set);
    }
    return set;
  };
  const give = (request: CodeRequest, value: number) => {
    numbers.set(requestKey(request), value);
    takenIn(request.typeCode).add(value);
  };

  const open: CodeRequest[] = [];
  for (const request of requests) {
    if (request.fixed !== undefined) give(request, request.fixed);
    else open.push(request);
  }
  const waiting: CodeRequest[] = [];
  for (const request of open) {
    const registered = registry.get(kind, requestKey(request));
    if (registered === undefined) waiting.push(request);
    else if (takenIn(request.typeCode).has(registered)) {
      conflicts.push(
        `${requestKey(request)}: its registered number ${registered} is taken; it gets a new one`,
      );
      waiting.push(request);
    } else give(request, registered);
  }
  const candidateCounts = new Map<string, number>();
  for (const request of waiting) {
    if (request.candidate === undefined) continue;
    const key = `${request.feedId}|${request.candidate}`;
    candidateCounts.set(key, (candidateCounts.get(key) ?? 0) + 1);
  }
  const rest: CodeRequest[] = [];
  for (const request of waiting) {
    const candidate = request.candidate;
    const isUnique = candidate !== undefined && candidateCounts.get(`${request.feedId}|${candidate}`) === 1;
    if (candidate !== undefined && isUnique && !takenIn(request.typeCode).has(candidate))
      give(request, candidate);
    else rest.push(request);
  }
  if (rest.length === 0) return { numbers, conflicts };

  // The next free number lies above every number in use in the type, registry entries included.
  const highest = new Map<number, number>();
  const raise = (typeCode: number, value: number) =>
    highest.set(typeCode, Math.max(highest.get(typeCode) ?? 0, value));
  for (const [typeCode, set] of taken) for (const value of set) raise(typeCode, value);
  const unknownTypeMax = Math.max(
    0,
    ...registry
      .entries(kind)
      .filter(([key]) => !feedTypeCodes.has(key.slice(0, key.indexOf(':'))))
      .map(([, value]) => value),
  );
  for (const [key, value] of registry.entries(kind)) {
    const typeCode = feedTypeCodes.get(key.slice(0, key.indexOf(':')));
    if (typeCode !== undefined) raise(typeCode, value);
  }
  rest.sort((a, b) => naturalCompare(requestKey(a), requestKey(b)));
  for (const request of rest) {
    const next = Math.max(highest.get(request.typeCode) ?? 0, unknownTypeMax) + 1;
    highest.set(request.typeCode, next);
    give(request, next);
    registry.add(kind, requestKey(request), next);
  }
  return { numbers, conflicts };
}
