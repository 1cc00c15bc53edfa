import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../testUtils';
import { STOP_MAP_ICONS } from './stopMapIcons';
import { StopMapIconImage } from './StopMapIconImage';

describe('StopMapIconImage', () => {
  it('shows the icon the map draws, named after what it stands for', () => {
    renderWithIntl(<StopMapIconImage kind="emtNocturnal" />);
    const image = screen.getByRole('img', { name: 'Autobús EMT nocturno' });
    expect(image.getAttribute('src')).toBe(STOP_MAP_ICONS.emtNocturnal.url);
    expect(image.getAttribute('width')).toBe('26');
    expect(image.getAttribute('height')).toBe('26');
  });

  it('names it in the rider’s language', () => {
    renderWithIntl(<StopMapIconImage kind="interurbanNocturnal" />, 'en');
    expect(screen.getByRole('img', { name: 'Interurban night bus' })).toBeTruthy();
  });

  it('is hidden from screen readers when decorative (the type is written beside it)', () => {
    const { container } = renderWithIntl(<StopMapIconImage kind="metro" isDecorative />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
