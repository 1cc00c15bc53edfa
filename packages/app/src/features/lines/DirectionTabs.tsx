import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './LinePage.module.css';

export interface DirectionTab {
  /** Unique among the tabs (a direction's number, as text). */
  readonly id: string;
  readonly label: string;
}

/**
 * The destination tabs of a line (WAI-ARIA tabs with automatic activation): one tab per direction over a single
 * panel. The selected tab is the only one in the tab order; Left and Right move to the previous and next tab (wrapping
 * round), Home and End to the first and last, each selecting it.
 */
export function DirectionTabs(props: {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly DirectionTab[];
  readonly selectedId: string;
  readonly onSelect: (id: string) => void;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelId = `${baseId}-panel`;
  const tabId = (id: string) => `${baseId}-tab-${id}`;

  // On each tab, where the focus is (the tab list itself is not focusable).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = props.tabs.findIndex((tab) => tab.id === props.selectedId);
    const last = props.tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const tab = target === undefined ? undefined : props.tabs[target];
    if (!tab) return;
    event.preventDefault();
    props.onSelect(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div className={styles['tabs']}>
      <div role="tablist" aria-label={props.label} className={styles['tabList']}>
        {props.tabs.map((tab) => {
          const isSelected = tab.id === props.selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={styles['tab']}
              onClick={() => props.onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(props.selectedId)} className={styles['panel']}>
        {props.children}
      </div>
    </div>
  );
}
