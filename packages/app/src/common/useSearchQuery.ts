import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The text a search screen filters by, kept in the address (?q=) so that Back and reload find the list as the rider
 * left it; typing replaces the history entry instead of adding one per keystroke. `deferredQuery` is what the
 * results follow: React renders the field first and the results behind it.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const setQuery = (value: string) => setParams(value === '' ? {} : { q: value }, { replace: true });
  return { query, deferredQuery, setQuery };
}
