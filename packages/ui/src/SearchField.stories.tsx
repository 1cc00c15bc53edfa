import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { SearchField, type SearchFieldProps } from './SearchField';

/** A controlled field needs its owner's state; this one keeps it for the story. */
function Controlled(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 16 }}>
      <SearchField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'nav.stops', value: '', onChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = { args: { value: 'pta del sol' } };

export const Loading: Story = { args: { value: 'sol', isLoading: true } };

export const HiddenLabel: Story = { args: { value: 'Sól', isLabelHidden: true } };

export const LongText: Story = {
  args: { value: 'Avenida de la Institución Libre de Enseñanza esquina Hospital Ramón y Cajal' },
};

/** With no results under it (spec §8: "No results were found for the query {searchQuery}"). */
export const NoResults: Story = {
  args: { value: 'xyz' },
  render: (args) => (
    <>
      <Controlled {...args} />
      <EmptyState message="search.noResults" values={{ searchQuery: args.value }} icon="search" />
    </>
  ),
};

export const DarkTheme: Story = { args: { value: 'sol' }, globals: { theme: 'V2_DarkBlack' } };
