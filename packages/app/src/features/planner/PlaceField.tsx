import type { PlaceSuggestion } from '@transit/api-client';
import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import type { PlaceSearchProvider } from '@transit/planner';
import { Spinner, TripIcon } from '@transit/ui';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import type { ChosenPlace } from './plannerUrl';
import { PLACE_SUGGESTIONS_LIMIT, searchPlaces } from './places';
import styles from './PlannerPage.module.css';

/** The places matching what was typed, from every provider in turn; undefined while they are asked. */
function usePlaceSuggestions(
  providers: readonly PlaceSearchProvider[],
  query: string,
): { readonly query: string; readonly places: readonly PlaceSuggestion[] } | undefined {
  const [found, setFound] = useState<{ query: string; places: PlaceSuggestion[] }>();
  useEffect(() => {
    if (query.trim() === '') return;
    const controller = new AbortController();
    searchPlaces(providers, query, { limit: PLACE_SUGGESTIONS_LIMIT, signal: controller.signal }).then(
      (places) => {
        if (!controller.signal.aborted) setFound({ query, places });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [providers, query]);
  return found?.query === query ? found : undefined;
}

/**
 * A place field of the planner: a combobox that searches places as the rider types (the providers in turn: the
 * device's stops and stations first), lists them (arrow keys move, Enter picks, Escape closes), says the spec's "No
 * results found for that name" when none matches, and offers the rider's location.
 */
export function PlaceField(props: {
  readonly label: MessageId;
  readonly placeholder: MessageId;
  readonly locateLabel: MessageId;
  readonly value: ChosenPlace | undefined;
  readonly onChange: (place: ChosenPlace | undefined) => void;
  readonly onLocate: () => void;
  readonly isLocating: boolean;
  readonly providers: readonly PlaceSearchProvider[];
  /** Whether the providers can answer yet (the stop list is in). */
  readonly isReady: boolean;
  readonly inputId: string;
}) {
  const message = useMessage();
  const listId = useId();
  const [text, setText] = useState<string | undefined>(undefined);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // While the rider edits, the field shows their text; otherwise the chosen place's name.
  const shown = text ?? props.value?.name ?? '';
  const query = useDeferredValue(text ?? '');
  const suggestions = usePlaceSuggestions(props.providers, props.isReady ? query : '');
  const places = suggestions?.places ?? [];
  const isListShown = isOpen && text !== undefined && text.trim() !== '';

  const choose = (place: PlaceSuggestion) => {
    props.onChange({ ref: place.ref, name: place.name });
    setText(undefined);
    setIsOpen(false);
    setActive(-1);
  };

  return (
    <div className={styles['placeField']}>
      <label className={styles['label']} htmlFor={props.inputId}>
        <Message id={props.label} />
      </label>
      <div className={styles['placeRow']}>
        <input
          id={props.inputId}
          className={styles['input']}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={isListShown && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={message(props.placeholder)}
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(-1);
            if (props.value) props.onChange(undefined);
          }}
          onKeyDown={(event) => {
            if (!isListShown) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, places.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Enter') {
              const place = places[active >= 0 ? active : 0];
              if (place) {
                event.preventDefault();
                choose(place);
              }
            } else if (event.key === 'Escape') {
              setIsOpen(false);
            }
          }}
        />
        <button
          type="button"
          className={styles['iconButton']}
          onClick={props.onLocate}
          aria-label={message(props.locateLabel)}
          title={message(props.locateLabel)}
        >
          {props.isLocating ? <Spinner size="small" /> : <TripIcon name="locate" />}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={message('planner.suggestions')}
        className={styles['suggestions']}
        hidden={!isListShown || places.length === 0}
      >
        {isListShown &&
          places.map((place, index) => {
            const detail =
              place.kind === 'station'
                ? message('planner.suggestion.station')
                : message('planner.suggestion.stop', { detail: place.detail });
            return (
              // The combobox's input handles the keys (arrows, Enter: aria-activedescendant); an option takes a tap.
              // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
              <li
                key={place.ref}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-label={`${place.name}, ${detail}`}
                className={styles['suggestion']}
                // Before the input's blur: the pick lands while the list is still there.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(place)}
              >
                <span className={styles['suggestionName']}>{place.name}</span>
                <span className={styles['suggestionDetail']}>{detail}</span>
              </li>
            );
          })}
      </ul>
      {isListShown && suggestions !== undefined && places.length === 0 && (
        <p className={styles['noResults']} role="status">
          <Message id="planner.noPlaceResults" />
        </p>
      )}
    </div>
  );
}
