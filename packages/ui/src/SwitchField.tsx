import { type ReactNode, useId } from 'react';
import styles from './SwitchField.module.css';

export interface SwitchFieldProps {
  /** What the switch turns on, in words. */
  readonly label: ReactNode;
  /** A line under the label saying what changes (read with the switch, through aria-describedby). */
  readonly detail?: ReactNode;
  readonly isOn: boolean;
  readonly onChange: (isOn: boolean) => void;
  readonly isDisabled?: boolean;
}

/**
 * An on/off setting: a native checkbox with the switch role (so Space toggles it and a screen reader says "on" or
 * "off"), drawn as a track and a thumb. The whole row is its label, so a tap anywhere on it toggles.
 */
export function SwitchField(props: SwitchFieldProps) {
  const labelId = useId();
  const detailId = useId();
  return (
    <label className={styles['field']}>
      <span className={styles['text']}>
        <span id={labelId} className={styles['label']}>
          {props.label}
        </span>
        {props.detail === undefined ? null : (
          <span id={detailId} className={styles['detail']}>
            {props.detail}
          </span>
        )}
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles['input']}
        checked={props.isOn}
        disabled={props.isDisabled}
        // Named by the label alone; the detail is its description, not part of its name.
        aria-labelledby={labelId}
        aria-describedby={props.detail === undefined ? undefined : detailId}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <span className={styles['track']} aria-hidden="true">
        <span className={styles['thumb']} />
      </span>
    </label>
  );
}
