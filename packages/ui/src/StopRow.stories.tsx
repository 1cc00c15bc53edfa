import { TransportTypeCode } from '@transit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StopRow } from './StopRow';

const metro = TransportTypeCode.Metro;

const meta = {
  title: 'Transit/StopRow',
  component: StopRow,
  args: {
    name: 'Sol',
    code: '4-12',
    type: 'metro',
    lines: [
      { lineNumber: '1', colour: '#2DBEF0', textColour: '#FFFFFF', transportTypeCode: metro },
      { lineNumber: '2', colour: '#ED1C24', textColour: '#FFFFFF', transportTypeCode: metro },
      { lineNumber: '3', colour: '#FFD000', textColour: '#000000', transportTypeCode: metro },
    ],
  },
} satisfies Meta<typeof StopRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsLinkWithDistance: Story = { args: { href: '/paradas/4-12', distanceM: 350, onClick: fn() } };

/** Stops of one name whose lines the data does not give, told apart by their street addresses (EMT's Plaza Castilla). */
export const WithAddresses: Story = {
  render: () => (
    <>
      {[
        ['30', 'Calle de Mateo Inurria 1'],
        ['3568', 'Paseo de la Castellana 189'],
        ['1531', 'Calle de Bravo Murillo 379'],
      ].map(([code = '', address]) => (
        <StopRow
          key={code}
          name="Plaza Castilla"
          code={code}
          type="emt"
          address={address}
          href={`/paradas/${code}`}
        />
      ))}
    </>
  ),
};

/** Where the lines go: two stops of one name told apart (Metro's and Cercanías' Nuevos Ministerios). */
export const WithDestinations: Story = {
  render: () => (
    <>
      <StopRow
        name="Nuevos Ministerios"
        code="5-51"
        type="cercanias"
        lines={['C1', 'C2', 'C3', 'C4A', 'C4B', 'C7', 'C8A', 'C8B', 'C10'].map((lineNumber) => ({
          lineNumber,
          transportTypeCode: TransportTypeCode.CommuterRail,
        }))}
        destinations={['Aeropuerto T4', 'Chamartín', 'Príncipe Pío', 'Alcobendas-S.S. de los Reyes', 'Parla']}
        href="/paradas/5-51"
      />
      <StopRow
        name="Nuevos Ministerios"
        code="4-120"
        type="metro"
        lines={[
          { lineNumber: '6', colour: '#98989B', textColour: '#FFFFFF', transportTypeCode: metro },
          { lineNumber: '8', colour: '#F373B7', textColour: '#FFFFFF', transportTypeCode: metro },
          { lineNumber: '10', colour: '#005AA9', textColour: '#FFFFFF', transportTypeCode: metro },
        ]}
        destinations={['Circular · Andén 1', 'Circular · Andén 2', 'Aeropuerto T4', 'Hospital Infanta Sofía']}
        href="/paradas/4-120"
      />
    </>
  ),
};

export const WithoutLines: Story = {
  args: { name: 'Aluche', code: '8-06001', type: 'interurban', lines: [] },
};

/** Each stop type with its icon (spec §3). */
export const StopTypes: Story = {
  render: () => (
    <>
      <StopRow
        name="Atocha"
        code="5-18000"
        type="cercanias"
        lines={[{ lineNumber: 'C-5', transportTypeCode: 5 }]}
      />
      <StopRow name="Sol" code="4-12" type="metro" lines={[{ lineNumber: '1', transportTypeCode: 4 }]} />
      <StopRow
        name="Colonia Jardín"
        code="10-5"
        type="lightMetro"
        lines={[{ lineNumber: 'ML2', transportTypeCode: 10 }]}
      />
      <StopRow
        name="Alcalá de Henares"
        code="8-08001"
        type="interurban"
        lines={[{ lineNumber: '223', transportTypeCode: 8 }]}
      />
      <StopRow
        name="Puerta del Sol"
        code="6-1"
        type="emt"
        lines={[{ lineNumber: '3', transportTypeCode: 6 }]}
      />
    </>
  ),
};

export const LongText: Story = {
  args: {
    name: 'Avenida de la Institución Libre de Enseñanza - Hospital Universitario Ramón y Cajal (Fuencarral)',
    code: '6-12345',
    type: 'emt',
    distanceM: 1250,
    href: '/paradas/6-12345',
    lines: ['1', '9', '14', '27', '37', '45', '51', '52', '53', '74', '146', '150', 'N1', 'N2', 'N16'].map(
      (lineNumber) => ({ lineNumber, transportTypeCode: TransportTypeCode.Emt }),
    ),
    destinations: [
      'Hospital Universitario Ramón y Cajal',
      'Plaza de Castilla',
      'Puerta del Sol',
      'Barrio del Pilar',
      'Estación de Chamartín',
    ],
  },
};

export const DarkTheme: Story = {
  args: { distanceM: 90, destinations: ['Pinar de Chamartín', 'Valdecarros', 'Las Rosas', 'Cuatro Caminos'] },
  globals: { theme: 'V2_DarkBlack' },
};
