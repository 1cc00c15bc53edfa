import { TransportTypeCode } from '@transit/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineBadge } from './LineBadge';
import { renderWithIntl } from './testUtils';

function badgeOf(lineNumber: string): HTMLElement {
  const badge = screen.getByText(lineNumber).parentElement;
  if (!badge) throw new Error('no badge');
  return badge;
}

describe('LineBadge', () => {
  it("shows the line number in the line's colour and text colour, named 'Línea …'", () => {
    renderWithIntl(<LineBadge lineNumber="27" colour="#1A5BA8" textColour="#FFFFFF" transportTypeCode={6} />);
    expect(screen.getByText('Línea 27')).toBeTruthy();
    expect(badgeOf('27').style.backgroundColor).toBe('rgb(26, 91, 168)');
    expect(badgeOf('27').style.color).toBe('rgb(255, 255, 255)');
  });

  it("falls back to the transport type's colours when the feed has none", () => {
    renderWithIntl(
      <LineBadge lineNumber="C-5" colour={null} transportTypeCode={TransportTypeCode.CommuterRail} />,
    );
    expect(badgeOf('C-5').style.backgroundColor).toBe('rgb(200, 16, 46)');
  });

  it('replaces a text colour riders cannot read', () => {
    renderWithIntl(<LineBadge lineNumber="1" colour="2DBEF0" textColour="FFFFFF" transportTypeCode={4} />);
    expect(badgeOf('1').style.backgroundColor).toBe('rgb(45, 190, 240)');
    expect(badgeOf('1').style.color).toBe('rgb(0, 0, 0)');
  });
});
