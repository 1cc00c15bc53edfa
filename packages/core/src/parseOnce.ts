/**
 * zod's parse options for a value a page parses once or a few times (an API answer, a stored setting, a build
 * setting): zod otherwise compiles a parser for each object schema (`new Function`) the first time it parses with it,
 * a gain for a server checking the same shapes all day, a loss on a phone parsing each answer once, where the
 * compiling sat on the first screen's path (and a strict Content-Security-Policy forbids it). Only object schemas
 * compile: a string or enum parses the same without it.
 */
export const PARSE_ONCE = { jitless: true } as const;
