import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrivalRow, type ArrivalRowProps, localClockTime } from './ArrivalRow';
import { renderWithIntl } from './testUtils';

const arrival: ArrivalRowProps = {
  lineNumber: '27',
  colour: '#1A5BA8',
  textColour: '#FFFFFF',
  transportTypeCode: 6,
  destination: 'Plaza de Castilla',
  minutes: 5,
  departureTime: '2025-08-07T15:40:00+02:00',
  source: 'schedule',
};

describe('ArrivalRow (stop page departures)', () => {
  it('marks a timetable departure as scheduled, never as live', () => {
    const { container } = renderWithIntl(<ArrivalRow {...arrival} source="schedule" />);
    expect(screen.getByText('Según horario')).toBeTruthy();
    expect(screen.queryByText('En directo')).toBeNull();
    expect(container.querySelector('[data-source]')?.getAttribute('data-source')).toBe('schedule');
  });

  it('marks a live departure as live', () => {
    const { container } = renderWithIntl(<ArrivalRow {...arrival} source="live" ageSeconds={30} />);
    expect(screen.getByText('En directo')).toBeTruthy();
    expect(screen.queryByText('Según horario')).toBeNull();
    expect(container.querySelector('[data-source]')?.getAttribute('data-source')).toBe('live');
  });

  it('marks a stale prediction as not updated, with its age, neither live nor scheduled', () => {
    const { container } = renderWithIntl(
      <ArrivalRow {...arrival} source="live" status="stale" ageSeconds={190} />,
    );
    expect(screen.getByText('Sin actualizar')).toBeTruthy();
    expect(screen.getByText('Actualizado hace 3 min')).toBeTruthy();
    expect(screen.queryByText('En directo')).toBeNull();
    expect(screen.queryByText('Según horario')).toBeNull();
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('stale');
  });

  it('gives the vehicle’s distance where the source says it', () => {
    renderWithIntl(<ArrivalRow {...arrival} source="live" status="live" distanceMeters={640} />);
    expect(screen.getByText('A 640 m')).toBeTruthy();
    expect(screen.getByText('En directo')).toBeTruthy();
  });

  it('says the marker in the rider’s language', () => {
    renderWithIntl(<ArrivalRow {...arrival} />, 'en');
    expect(screen.getByText('Scheduled')).toBeTruthy();
    renderWithIntl(<ArrivalRow {...arrival} source="live" />, 'ca');
    expect(screen.getByText('En directe')).toBeTruthy();
  });

  it('shows the line, the destination and the minutes to go', () => {
    renderWithIntl(<ArrivalRow {...arrival} />);
    expect(screen.getByText('Línea 27')).toBeTruthy();
    expect(screen.getByText('Plaza de Castilla')).toBeTruthy();
    expect(screen.getByText('5 min')).toBeTruthy();
  });

  it('says "Ahora" at 0 minutes', () => {
    renderWithIntl(<ArrivalRow {...arrival} minutes={0} />);
    expect(screen.getByText('Ahora')).toBeTruthy();
  });

  it('shows the local clock time from an hour away, or always when asked', () => {
    renderWithIntl(<ArrivalRow {...arrival} minutes={75} />);
    expect(screen.getByText('15:40')).toBeTruthy();
    renderWithIntl(<ArrivalRow {...arrival} destination="Legazpi" display="clock" />);
    expect(screen.getAllByText('15:40')).toHaveLength(2);
    renderWithIntl(<ArrivalRow {...arrival} destination="Atocha" minutes={75} display="minutes" />);
    expect(screen.getByText('75 min')).toBeTruthy();
  });

  it('falls back to minutes when the time is unreadable', () => {
    renderWithIntl(<ArrivalRow {...arrival} minutes={90} departureTime="soon" />);
    expect(screen.getByText('90 min')).toBeTruthy();
  });

  it('shows the platform, an approximate time and the data age when known', () => {
    renderWithIntl(<ArrivalRow {...arrival} platform="2" isApproximate ageSeconds={150} source="live" />);
    expect(screen.getByText('Andén 2')).toBeTruthy();
    expect(screen.getByText('Hora aproximada')).toBeTruthy();
    expect(screen.getByText('Actualizado hace 2 min')).toBeTruthy();
  });

  it('says fresh data is less than a minute old', () => {
    renderWithIntl(<ArrivalRow {...arrival} source="live" ageSeconds={20} />, 'en');
    expect(screen.getByText('Updated less than 1 min ago')).toBeTruthy();
  });
});

describe('localClockTime', () => {
  it('reads HH:MM from an ISO time with its offset, not through the device time zone', () => {
    expect(localClockTime('2025-08-07T23:59:00-04:00')).toBe('23:59');
    expect(localClockTime('07:05')).toBe('07:05');
    expect(localClockTime(undefined)).toBeUndefined();
    expect(localClockTime('tomorrow')).toBeUndefined();
  });
});
