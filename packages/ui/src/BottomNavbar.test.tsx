import { bottomNavItems } from '@transit/core';
import { NAV_LABELS } from '@transit/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BottomNavbar, type BottomNavbarItem } from './BottomNavbar';
import type { RenderLink } from './link';
import { renderWithIntl } from './testUtils';

function items(activePath: string, onClick?: () => void): BottomNavbarItem[] {
  return bottomNavItems('web').map((item) => ({
    id: item.id,
    href: item.path,
    label: NAV_LABELS[item.id],
    isActive: item.path === activePath,
    onClick,
  }));
}

describe('BottomNavbar (spec §2)', () => {
  it('lists Stops, Lines, How to get there, Info and Card in a labelled navigation', () => {
    renderWithIntl(<BottomNavbar items={items('/paradas')} />);
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Paradas', 'Líneas', 'Cómo llegar', 'Info', 'Tarjeta']);
  });

  it('marks the active item as the current page', () => {
    renderWithIntl(<BottomNavbar items={items('/lineas')} />);
    expect(screen.getByRole('link', { name: 'Líneas' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Paradas' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders its links with the given renderer and passes clicks on', () => {
    const onClick = vi.fn();
    const renderLink: RenderLink = ({ href, children, ...rest }) => (
      <a href={href} data-router="yes" {...rest}>
        {children}
      </a>
    );
    renderWithIntl(<BottomNavbar items={items('/paradas', onClick)} renderLink={renderLink} />);
    const planner = screen.getByRole('link', { name: 'Cómo llegar' });
    expect(planner.dataset['router']).toBe('yes');
    fireEvent.click(planner);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
