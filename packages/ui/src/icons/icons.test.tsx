import { NAV_ITEM_IDS, STOP_TYPES } from '@transit/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../testUtils';
import { Icon, ICON_NAMES } from './Icon';
import { NavIcon } from './NavIcon';
import { StopTypeIcon } from './StopTypeIcon';

describe('icons', () => {
  it('names each stop type in the rider’s language (spec §3)', () => {
    renderWithIntl(
      <>
        {STOP_TYPES.map((type) => (
          <StopTypeIcon key={type} type={type} />
        ))}
      </>,
      'ca',
    );
    expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Rodalies (Cercanías)',
      'Metro',
      'Metro Lleuger',
      'Autobús interurbà',
      'Autobús EMT',
    ]);
  });

  it('hides decorative icons from assistive technology', () => {
    const { container } = renderWithIntl(
      <>
        <StopTypeIcon type="emt" isDecorative />
        {NAV_ITEM_IDS.map((id) => (
          <NavIcon key={id} id={id} />
        ))}
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      1 + NAV_ITEM_IDS.length + ICON_NAMES.length,
    );
  });

  it('takes a label and a size', () => {
    render(<Icon name="live" label="directo" sizePx={14} />);
    expect(screen.getByRole('img', { name: 'directo' }).getAttribute('width')).toBe('14');
  });
});
