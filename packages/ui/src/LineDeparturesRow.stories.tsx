import { TransportTypeCode } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LineDeparturesRow, type LineDeparturesRowProps } from './LineDeparturesRow';

/** A row that opens and closes, as on a board. */
function Toggling(
  props: Omit<LineDeparturesRowProps, 'isExpanded' | 'onToggle'> & { readonly isInitiallyExpanded?: boolean },
) {
  const [isExpanded, setIsExpanded] = useState(props.isInitiallyExpanded ?? false);
  return (
    <>
      <LineDeparturesRow {...props} isExpanded={isExpanded} onToggle={() => setIsExpanded(!isExpanded)} />
      <div id={props.detailsId} hidden={!isExpanded} style={{ padding: 12 }}>
        The line’s departures at this stop.
      </div>
    </>
  );
}

const meta = {
  title: 'Transit/LineDeparturesRow',
  component: Toggling,
  args: {
    lineNumber: '2',
    colour: '#E60003',
    textColour: '#FFFFFF',
    transportTypeCode: TransportTypeCode.Metro,
    destination: 'Cuatro Caminos',
    detailsId: 'line-2-details',
    departures: [
      { minutes: 4, departureTime: '2025-08-07T10:04:00+02:00', status: 'live', ageSeconds: 20 },
      { minutes: 12, departureTime: '2025-08-07T10:12:00+02:00', status: 'scheduled' },
      { minutes: 19, departureTime: '2025-08-07T10:19:00+02:00', status: 'scheduled' },
    ],
  },
} satisfies Meta<typeof Toggling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next one live (the live colour and glyph), the two after from the timetable (a clock, muted). */
export const LiveThenScheduled: Story = {};

export const AllLive: Story = {
  args: {
    lineNumber: '27',
    colour: '#1976D2',
    transportTypeCode: TransportTypeCode.Emt,
    destination: 'Plaza de Castilla',
    note: 'A 350 m',
    departures: [
      { minutes: 0, status: 'live' },
      { minutes: 6, status: 'live' },
      { minutes: 14, status: 'live' },
    ],
  },
};

/** From the timetable only: the platform as its note. */
export const Scheduled: Story = {
  args: {
    lineNumber: '1',
    colour: '#2DBEF0',
    destination: 'Valdecarros',
    note: 'Andén 1',
    departures: [
      { minutes: 2, status: 'scheduled' },
      { minutes: 7, status: 'scheduled' },
      { minutes: 12, status: 'scheduled' },
    ],
  },
};

/** A live prediction that has aged: the live glyph, muted, and its age in the note. */
export const Stale: Story = {
  args: {
    departures: [
      { minutes: 5, status: 'stale', ageSeconds: 240 },
      { minutes: 13, status: 'scheduled' },
    ],
  },
};

/** No departure to show (a pinned line with none coming, or a source with no estimate). */
export const NoEstimate: Story = { args: { departures: [] } };

/** Pinned on top by the rider: the accent bar along its start. */
export const Pinned: Story = { args: { isPinned: true } };

/** An hour or more away, a departure shows its clock time. */
export const ClockTimes: Story = {
  args: {
    lineNumber: 'C-5',
    colour: null,
    transportTypeCode: TransportTypeCode.CommuterRail,
    destination: 'Móstoles-El Soto',
    departures: [
      { minutes: 48, departureTime: '2025-08-07T10:48:00+02:00', status: 'scheduled' },
      { minutes: 78, departureTime: '2025-08-07T11:18:00+02:00', status: 'scheduled' },
      { minutes: 108, departureTime: '2025-08-07T11:48:00+02:00', status: 'scheduled' },
    ],
  },
};

/** A long headsign is cut to one line; the sentence a screen reader reads has it whole. */
export const LongDestination: Story = {
  args: {
    lineNumber: 'SE-A5',
    colour: null,
    transportTypeCode: TransportTypeCode.Emt,
    destination:
      'Cuatro Vientos por Avenida de los Poblados, Carabanchel Alto, Hospital Gómez Ulla y Glorieta del Ejército',
  },
};

/** Opened: its details below it (the board draws them: every departure of the line here, its pin). */
export const Expanded: Story = { args: { isInitiallyExpanded: true } };

/** Pinned, its next departure an aged prediction. */
export const PinnedAndStale: Story = {
  args: {
    isPinned: true,
    departures: [
      { minutes: 3, status: 'stale', ageSeconds: 300 },
      { minutes: 9, status: 'live' },
      { minutes: 16, status: 'scheduled' },
    ],
  },
};

/** Minutes, then a clock time: the unit after the minutes, none after the clock. */
export const MinutesThenClock: Story = {
  args: {
    departures: [
      { minutes: 30, status: 'scheduled' },
      { minutes: 45, status: 'scheduled' },
      { minutes: 78, departureTime: '2025-08-07T11:18:00+02:00', status: 'scheduled' },
    ],
  },
};
