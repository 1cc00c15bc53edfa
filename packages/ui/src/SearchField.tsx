import type { MessageId } from '@transit/i18n';
import { useMessage } from '@transit/i18n/react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Icon } from './icons/Icon';
import styles from './SearchField.module.css';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

export interface SearchFieldProps {
  readonly label: MessageId;
  /** Keeps the label for screen readers only, where the screen's title already says what is searched. */
  readonly isLabelHidden?: boolean;
  readonly placeholder?: MessageId;
  /** A controlled field: the rider's text, and every change to it (the app matches on each keystroke). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Enter pressed. */
  readonly onSubmit?: (value: string) => void;
  /** Results are being fetched: a small spinner in the field. */
  readonly isLoading?: boolean;
  readonly autoFocus?: boolean;
}

/**
 * A search input with a label and a clear button. Keyboard: Escape clears the text (and stays in the field), Enter
 * submits; the clear button puts focus back in the field, so typing goes on where it was.
 */
export function SearchField(props: SearchFieldProps) {
  const message = useMessage();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = message(props.label);

  const clear = () => {
    props.onChange('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && props.value !== '') {
      // Only a field with text swallows Escape; an empty one lets it reach a modal around it.
      event.preventDefault();
      event.stopPropagation();
      props.onChange('');
    } else if (event.key === 'Enter') {
      props.onSubmit?.(props.value);
    }
  };

  return (
    <div className={styles['field']}>
      <label htmlFor={inputId} className={styles['label']}>
        {props.isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className={styles['box']}>
        <Icon name="search" sizePx={20} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles['input']}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          // Off unless the caller asks: the stop search page, which the rider opens by tapping search to type there
          // (its field is its one purpose, as a dialog's first field is focused on opening).
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus={props.autoFocus}
          value={props.value}
          placeholder={props.placeholder ? message(props.placeholder) : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {props.isLoading ? <Spinner size="small" /> : null}
        {props.value === '' ? null : (
          <button
            type="button"
            className={styles['clear']}
            aria-label={message('ui.searchField.clear')}
            onClick={clear}
          >
            <Icon name="close" sizePx={20} />
          </button>
        )}
      </div>
    </div>
  );
}
