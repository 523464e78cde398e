import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from './combo-box.tsx';

const activities: ComboBoxOption[] = [
  { id: '10.71C', label: 'Bakery and pastry', description: 'NAF 10.71C' },
  { id: '56.30Z', label: 'Bar, café', description: 'NAF 56.30Z' },
  { id: '43.32A', label: 'Carpentry', description: 'NAF 43.32A' },
  { id: '62.01Z', label: 'Software development', description: 'NAF 62.01Z' },
];

/** A stand-in for the core API: answers after 300 ms, unless aborted. */
function searchActivities(query: string, signal: AbortSignal): Promise<readonly ComboBoxOption[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = query.toLowerCase();
      resolve(activities.filter((activity) => activity.label.toLowerCase().includes(needle)));
    }, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Your activity',
    description: 'Type at least 2 letters of your trade',
    onSearch: searchActivities,
    promptText: 'Type at least 2 characters',
    loadingText: 'Searching…',
    noResultsText: 'No activity found',
    searchErrorText: 'The search is unavailable, try again in a moment',
    onItemChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results after 2 characters and a pause (UX: searches); react-aria announces how many. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: args.label });
    await userEvent.type(input, 'ba');
    const listbox = await screen.findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: /Bar, café/ }, { timeout: 3000 });
    await userEvent.click(option);
    await expect(input).toHaveValue('Bar, café');
    await expect(args.onItemChange).toHaveBeenCalledWith(activities[1]);
  },
};

/** Fewer than 2 characters: the list says what to do. */
export const Prompt: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: args.label }), 'b');
    await expect(await screen.findByText('Type at least 2 characters')).toBeVisible();
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: args.label }), 'zz');
    await expect(await screen.findByText('No activity found', {}, { timeout: 3000 })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { onSearch: () => new Promise<readonly ComboBoxOption[]>(() => {}) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: args.label }), 'ba');
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { onSearch: () => Promise.reject(new Error('503 Service Unavailable')) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: args.label }), 'ba');
    await expect(await screen.findByText('The search is unavailable, try again in a moment')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose your activity in the list' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: args.label })).toHaveAccessibleDescription(
      'Type at least 2 letters of your trade Choose your activity in the list',
    );
  },
};

/** A returning visitor sees the activity chosen before; no search runs until they type. */
export const EarlierChoice: Story = {
  args: { defaultItem: activities[2] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: args.label })).toHaveValue('Carpentry');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultItem: activities[0] } };
