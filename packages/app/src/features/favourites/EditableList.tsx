import type { MessageId } from '@transit/i18n';
import { Message, useMessage } from '@transit/i18n/react';
import { SectionTitle } from '@transit/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useHistoryModal } from '../../common/useHistoryModal';
import { ConfirmRemovalModal } from './ConfirmRemovalModal';
import { FavouriteNameModal } from './FavouriteNameModal';
import styles from './favourites.module.css';

export interface EditableListProps<Item> {
  readonly title: MessageId;
  readonly items: readonly Item[];
  /** A stable, unique key per item (its code or id). */
  readonly keyOf: (item: Item) => string;
  /** The name the rider knows the item by, for the controls' names and the modals. */
  readonly nameOf: (item: Item) => string;
  readonly renderItem: (item: Item) => ReactNode;
  /** Shown instead of the list when it is empty. */
  readonly empty?: ReactNode;
  /** Shown above the list (a spinner while its names load). */
  readonly status?: ReactNode;
  /** An empty list shows nothing at all, unless the rider is editing it (focus stays on its Finish control). */
  readonly isHiddenWhenEmpty?: boolean;
  /** Renaming in edit mode: the modal's title, and what to do with the new name (already trimmed and checked). */
  readonly rename?: {
    readonly title: MessageId;
    readonly onRename: (item: Item, name: string) => Promise<void>;
  };
  readonly remove: {
    /** The remove control's name, with the item's {name}. */
    readonly label: MessageId;
    /** The confirmation's question, with the item's {name}; without it, the item goes at once. */
    readonly confirmTitle?: MessageId;
    readonly onRemove: (item: Item) => Promise<void>;
  };
}

/**
 * A list of the stops home with an edit mode (spec §2: favourites lists have an edit mode, Edit/Finish): "Editar"
 * shows a rename and a remove control on every row, "Terminar" leaves. Every control is a button in reading order,
 * so the keyboard reaches them all; after a removal focus moves to the next row's remove control (or the previous
 * one's, or the Edit/Finish toggle when the list is empty), never to the page's top.
 */
export function EditableList<Item>(props: EditableListProps<Item>) {
  const message = useMessage();
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [target, setTarget] = useState<Item | undefined>(undefined);
  const nameModal = useHistoryModal('favourite-name');
  const removal = useHistoryModal('favourite-removal');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<string | undefined>(undefined);

  const keys = props.items.map(props.keyOf);
  const keysText = keys.join('\n');
  useEffect(() => {
    const pending = focusAfterRemoval.current;
    if (pending === undefined) return;
    focusAfterRemoval.current = undefined;
    (removeButtons.current.get(pending) ?? toggleRef.current)?.focus();
  }, [keysText]);

  const removeItem = async (item: Item) => {
    const key = props.keyOf(item);
    const index = keys.indexOf(key);
    // The row that takes the removed one's place, else the one before it; '' when none is left (the toggle).
    focusAfterRemoval.current = keys[index + 1] ?? keys[index - 1] ?? '';
    await props.remove.onRemove(item);
  };

  const hasItems = props.items.length > 0;
  const confirmTitle = props.remove.confirmTitle;
  const rename = props.rename;
  if (!hasItems && !isEditing && props.isHiddenWhenEmpty) return null;

  return (
    <section aria-labelledby={titleId} className={styles['section']}>
      <div className={styles['sectionHeader']}>
        <SectionTitle level={2}>
          <span id={titleId}>
            <Message id={props.title} />
          </span>
        </SectionTitle>
        {(hasItems || isEditing) && (
          <button
            ref={toggleRef}
            type="button"
            className={styles['textButton']}
            onClick={() => setIsEditing(!isEditing)}
          >
            <Message id={isEditing ? 'favourites.list.finish' : 'favourites.list.edit'} />
          </button>
        )}
      </div>
      {props.status}
      {!hasItems && props.empty}
      {hasItems && (
        <ul className={styles['list']}>
          {props.items.map((item) => {
            const key = props.keyOf(item);
            const name = props.nameOf(item);
            return (
              <li key={key}>
                {props.renderItem(item)}
                {isEditing && (
                  <div className={styles['rowActions']}>
                    {rename && (
                      <button
                        type="button"
                        className={styles['secondaryButton']}
                        aria-label={message('favourites.list.rename', { name })}
                        onClick={() => {
                          setTarget(item);
                          nameModal.open();
                        }}
                      >
                        <Message id="favourites.stop.rename" />
                      </button>
                    )}
                    <button
                      ref={(element) => {
                        if (element) removeButtons.current.set(key, element);
                        else removeButtons.current.delete(key);
                      }}
                      type="button"
                      className={styles['dangerButton']}
                      aria-label={message(props.remove.label, { name })}
                      onClick={() => {
                        if (confirmTitle) {
                          setTarget(item);
                          removal.open();
                        } else {
                          void removeItem(item);
                        }
                      }}
                    >
                      <Message id="favourites.remove" />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {rename && (
        <FavouriteNameModal
          isOpen={nameModal.isOpen}
          title={message(rename.title)}
          initialName={target === undefined ? '' : props.nameOf(target)}
          onClose={nameModal.close}
          onSubmit={(name) => {
            nameModal.close();
            if (target !== undefined) void rename.onRename(target, name);
          }}
        />
      )}
      {confirmTitle && (
        <ConfirmRemovalModal
          isOpen={removal.isOpen}
          title={message(confirmTitle, { name: target === undefined ? '' : props.nameOf(target) })}
          onClose={removal.close}
          onConfirm={() => {
            removal.close();
            if (target !== undefined) void removeItem(target);
          }}
        />
      )}
    </section>
  );
}
