import { z } from 'zod';
import { ProductError } from '@transit/core';
import { layoutOf, type Network, NETWORK_FORMAT_VERSION, networkOf } from './model';
import { networkSchema } from './schema';

/**
 * The network artifact's byte layout:
 *   "TRNW" | u32 format version | u32 header length | header (UTF-8 JSON) | padding to 8 | sections
 * The header is the network with every typed array replaced by a reference to a section; sections are the typed
 * arrays' bytes (little-endian), each starting on an 8-byte boundary. Encoding the same network gives the same bytes.
 */
const MAGIC = 'TRNW';
const PREAMBLE_BYTES = 12;
const ALIGNMENT = 8;

const TYPED_ARRAYS = {
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Int32Array,
  Float64Array,
} as const;
type TypedArrayName = keyof typeof TYPED_ARRAYS;
type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[TypedArrayName]>;

interface SectionRef {
  readonly $section: number;
}
interface Section {
  readonly type: TypedArrayName;
  /** Byte offset from the start of the section area. */
  readonly offset: number;
  /** Element count. */
  readonly length: number;
}

export type NetworkCodecErrorCode = 'NETWORK_ARTIFACT_INVALID' | 'NETWORK_ARTIFACT_VERSION';

export class NetworkCodecError extends ProductError<NetworkCodecErrorCode> {
  override readonly name = 'NetworkCodecError';
}

function typedArrayName(value: unknown): TypedArrayName | undefined {
  for (const [name, constructor] of Object.entries(TYPED_ARRAYS)) {
    if (value instanceof constructor) return name as TypedArrayName;
  }
  return undefined;
}

const alignUp = (value: number) => Math.ceil(value / ALIGNMENT) * ALIGNMENT;

/** A plain object with its keys in one fixed order, so equal networks give equal bytes however they were built. */
function withSortedKeys(value: object): object {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Writes a network as one artifact buffer. */
export function encodeNetwork(network: Network): Uint8Array {
  const arrays: TypedArray[] = [];
  const sections: Section[] = [];
  let sectionBytes = 0;
  const networkJson = JSON.stringify(layoutOf(network), (_key, value: unknown) => {
    const type = typedArrayName(value);
    if (!type)
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? withSortedKeys(value)
        : value;
    const array = value as TypedArray;
    sections.push({ type, offset: sectionBytes, length: array.length });
    arrays.push(array);
    sectionBytes = alignUp(sectionBytes + array.byteLength);
    return { $section: sections.length - 1 } satisfies SectionRef;
  });
  const header = new TextEncoder().encode(
    `{"network":${networkJson},"sections":${JSON.stringify(sections)}}`,
  );
  const dataStart = alignUp(PREAMBLE_BYTES + header.byteLength);
  const bytes = new Uint8Array(dataStart + sectionBytes);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, NETWORK_FORMAT_VERSION, true);
  view.setUint32(8, header.byteLength, true);
  bytes.set(header, PREAMBLE_BYTES);
  sections.forEach((section, index) => {
    const array = arrays[index] as TypedArray;
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), dataStart + section.offset);
  });
  return bytes;
}

const headerSchema = z.object({
  network: z.record(z.string(), z.unknown()),
  sections: z.array(
    z.object({
      type: z.enum(Object.keys(TYPED_ARRAYS) as [TypedArrayName, ...TypedArrayName[]]),
      offset: z.number().int().nonnegative(),
      length: z.number().int().nonnegative(),
    }),
  ),
});

const invalid = (reason: string) =>
  new NetworkCodecError('NETWORK_ARTIFACT_INVALID', `Invalid network artifact: ${reason}`);

/**
 * Reads an artifact written by {@link encodeNetwork}. Typed arrays are views over `bytes` (no copy) when it is
 * 8-byte aligned, so loading costs one JSON parse of the (small) header. Throws a coded error for anything that is
 * not a complete artifact of this format version.
 */
export function decodeNetwork(input: Uint8Array): Network {
  // Views need aligned memory; a buffer that is not 8-aligned (a Node Buffer slice, say) is copied once.
  const bytes = input.byteOffset % ALIGNMENT === 0 ? input : input.slice();
  if (bytes.byteLength < PREAMBLE_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) {
    throw invalid('it does not start with the TRNW signature.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== NETWORK_FORMAT_VERSION) {
    throw new NetworkCodecError(
      'NETWORK_ARTIFACT_VERSION',
      `The network artifact has format version ${version}; this build reads version ${NETWORK_FORMAT_VERSION}. Rebuild it with \`pnpm data\`.`,
    );
  }
  const headerLength = view.getUint32(8, true);
  if (PREAMBLE_BYTES + headerLength > bytes.byteLength) throw invalid('the header is cut short.');
  let header: z.infer<typeof headerSchema>;
  try {
    header = headerSchema.parse(
      JSON.parse(new TextDecoder().decode(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerLength))),
    );
  } catch {
    throw invalid('the header is not the expected JSON.');
  }
  const dataStart = bytes.byteOffset + alignUp(PREAMBLE_BYTES + headerLength);
  const arrays = header.sections.map((section) => {
    const constructor = TYPED_ARRAYS[section.type];
    const start = dataStart + section.offset;
    const end = start + section.length * constructor.BYTES_PER_ELEMENT;
    if (end > bytes.byteOffset + bytes.byteLength) throw invalid('a section runs past the end of the file.');
    if (start % constructor.BYTES_PER_ELEMENT !== 0)
      throw invalid('a section is not aligned to its element size.');
    return new constructor(bytes.buffer as ArrayBuffer, start, section.length);
  });
  const revive = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(revive);
    if (typeof value !== 'object' || value === null) return value;
    if ('$section' in value) {
      const array = arrays[(value as SectionRef).$section];
      if (!array) throw invalid('a section reference points nowhere.');
      return array;
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
  };
  const parsed = networkSchema.safeParse(revive(header.network));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unreadable'}.`);
  }
  return networkOf(parsed.data);
}
