import { FAVOURITE_NAME_MAX_LENGTH, type FavouriteError, parseFavouriteName } from '@transit/core';
import { Message, useMessage } from '@transit/i18n/react';
import { Modal } from '@transit/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './favourites.module.css';

/**
 * The modal where the rider names a favourite (spec §4: saving a stop opens a modal to choose an alias; renaming uses
 * it too): one field, prefilled and selected so typing replaces it, checked with core's rule on submit (required,
 * trimmed, at most FAVOURITE_NAME_MAX_LENGTH characters).
 */
export function FavouriteNameModal(props: {
  readonly isOpen: boolean;
  readonly title: string;
  /** The name the field opens with: the stop's own name when saving, the current name when renaming. */
  readonly initialName: string;
  readonly onClose: () => void;
  /** Called with the name as it is kept (trimmed); the owner saves it and closes the modal. */
  readonly onSubmit: (name: string) => void;
}) {
  const message = useMessage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(props.initialName);
  const [error, setError] = useState<FavouriteError | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(props.isOpen);

  // Each opening starts from the given name, not from what was typed the last time.
  if (props.isOpen !== wasOpen) {
    setWasOpen(props.isOpen);
    if (props.isOpen) {
      setName(props.initialName);
      setError(undefined);
    }
  }

  // The modal focuses its first control (its close button) as it opens; this effect runs after the modal's own, so
  // the rider lands in the field instead.
  useEffect(() => {
    if (!props.isOpen) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [props.isOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseFavouriteName(name);
    if (!parsed.ok) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    props.onSubmit(parsed.value);
  };

  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} title={props.title} size="small">
      <form className={styles['form']} onSubmit={submit} noValidate>
        <label className={styles['label']} htmlFor={inputId}>
          <Message id="favourites.name.label" />
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles['input']}
          type="text"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          maxLength={FAVOURITE_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        {error && (
          <p id={errorId} className={styles['error']} role="alert">
            {error.code === 'FAVOURITE_NAME_TOO_LONG'
              ? message('favourites.name.tooLong', { max: FAVOURITE_NAME_MAX_LENGTH })
              : message('favourites.name.empty')}
          </p>
        )}
        <p id={hintId} className={styles['hint']}>
          <Message id="favourites.name.hint" />
        </p>
        <div className={styles['modalButtons']}>
          <button type="button" className={styles['secondaryButton']} onClick={props.onClose}>
            <Message id="favourites.cancel" />
          </button>
          <button type="submit" className={styles['primaryButton']}>
            <Message id="favourites.save" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
