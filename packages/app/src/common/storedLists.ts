import { droppedEntriesProblem, type ParsedList, parseStoredList, type StoredListRule } from '@transit/core';
import { z } from 'zod';

/**
 * Reports a stored list of the rider's read back with entries left out (damaged, repeated, or past its cap): a coded
 * console warning (STORED_LIST_ENTRIES_DROPPED | …) naming the list and the counts, until the app has an
 * error-reporting service. Nothing when every entry was kept.
 * @param name the list's name in the report: its storage key, or its user-record field
 */
export function reportDroppedEntries(name: string, parsed: ParsedList<unknown>, maxLength: number): void {
  const problem = droppedEntriesProblem(name, parsed, maxLength);
  if (problem) console.warn(problem.toString());
}

/**
 * The schema of a persisted store's field that holds one of the rider's lists: read back with core's rule for it
 * (each entry on its own, at most the rule's cap, the rest not even parsed; see parseStoredList), the entries left
 * out reported.
 * @param name the store's storage key, for the report
 */
export function storedListField<Item>(rule: StoredListRule<Item>, name: string) {
  return z.unknown().transform((value) => {
    const parsed = parseStoredList(rule, value);
    reportDroppedEntries(name, parsed, rule.maxLength);
    return parsed.items;
  });
}
