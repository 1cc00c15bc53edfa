import { TransportTypeCode } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrivalRow } from './ArrivalRow';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

const meta = {
  title: 'Transit/ArrivalRow',
  component: ArrivalRow,
  args: {
    lineNumber: '1',
    colour: '#2DBEF0',
    textColour: '#FFFFFF',
    transportTypeCode: TransportTypeCode.Metro,
    destination: 'Valdecarros',
    minutes: 4,
    departureTime: '2025-08-07T10:04:00+02:00',
    platform: null,
    source: 'schedule',
  },
} satisfies Meta<typeof ArrivalRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the timetable: says so in words and with a clock, in muted colour. */
export const Scheduled: Story = {};

export const Live: Story = { args: { source: 'live', ageSeconds: 25 } };

export const LiveWithOlderData: Story = { args: { source: 'live', minutes: 12, ageSeconds: 260 } };

export const Now: Story = { args: { minutes: 0, source: 'live' } };

/** An hour or more away: the clock time reads better than minutes. */
export const ClockTime: Story = { args: { minutes: 75, departureTime: '2025-08-07T11:19:00+02:00' } };

export const PlatformAndApproximate: Story = {
  args: {
    lineNumber: 'C-5',
    colour: null,
    transportTypeCode: TransportTypeCode.CommuterRail,
    destination: 'Móstoles-El Soto',
    platform: '2',
    isApproximate: true,
    minutes: 9,
  },
};

export const LongText: Story = {
  args: {
    lineNumber: 'SE-A5',
    colour: null,
    transportTypeCode: TransportTypeCode.Emt,
    destination:
      'Cuatro Vientos por Avenida de los Poblados, Carabanchel Alto, Hospital Gómez Ulla y Glorieta del Ejército',
    platform: 'Dársena 14 (nivel -1)',
    ageSeconds: 45,
    source: 'live',
  },
};

/** A stop's departures, live and scheduled side by side. */
export const MixedList: Story = {
  render: (args) => (
    <>
      <ArrivalRow {...args} source="live" minutes={2} ageSeconds={30} />
      <ArrivalRow {...args} minutes={7} />
      <ArrivalRow
        {...args}
        lineNumber="2"
        colour="#ED1C24"
        destination="Cuatro Caminos"
        minutes={11}
        departureTime="2025-08-07T10:11:00+02:00"
      />
    </>
  ),
};

/** While the departures load, the list shows a spinner in the row's place. */
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
      <Spinner />
    </div>
  ),
};

/** When they fail: the stop error with Retry (spec §8). */
export const LoadError: Story = {
  name: 'Error',
  render: () => <ErrorState message="error.stop" onRetry={() => undefined} />,
};

export const DarkTheme: Story = {
  render: MixedList.render,
  globals: { theme: 'V2_DarkBlack' },
};

export const English: Story = { args: { source: 'live', ageSeconds: 20 }, globals: { locale: 'en' } };

/** A live prediction kept from an earlier answer: its own words and age, never passing for live. */
export const Stale: Story = { args: { source: 'live', status: 'stale', minutes: 6, ageSeconds: 190 } };

/** EMT says how far the bus is. */
export const LiveWithDistance: Story = {
  args: {
    lineNumber: '51',
    colour: null,
    transportTypeCode: TransportTypeCode.Emt,
    destination: 'Manoteras',
    source: 'live',
    status: 'live',
    minutes: 3,
    ageSeconds: 20,
    distanceMeters: 640,
  },
};
