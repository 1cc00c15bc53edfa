import { useMessage } from '@transit/i18n/react';
import styles from './StopMapIconImage.module.css';
import { STOP_MAP_ICON_LABELS, STOP_MAP_ICONS, type StopMapIconKind } from './stopMapIcons';

/**
 * A stop map icon as an image, where a list beside the map names a stop: the same symbol the canvas draws, so the
 * list teaches the map's icons. Named after what it stands for ("Autobús EMT nocturno") unless `isDecorative`.
 */
export function StopMapIconImage(props: { readonly kind: StopMapIconKind; readonly isDecorative?: boolean }) {
  const message = useMessage();
  const icon = STOP_MAP_ICONS[props.kind];
  return (
    <img
      src={icon.url}
      width={icon.widthPx}
      height={icon.heightPx}
      alt={props.isDecorative ? '' : message(STOP_MAP_ICON_LABELS[props.kind])}
      className={styles['icon']}
    />
  );
}
