import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DocumentRow } from './document-row.tsx';

const meta = {
  title: 'Content/Document row',
  component: DocumentRow,
  args: {
    name: 'General conditions',
    description: 'PDF, 240 KB',
    openHref: '#general-conditions',
    openLabel: 'Open',
    downloadHref: '#general-conditions-download',
    downloadLabel: 'Download',
    downloadFileName: 'general-conditions.pdf',
  },
} satisfies Meta<typeof DocumentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndDownload: Story = {};

/** With the acknowledgement tick of the documents screen. */
export const Acknowledge: Story = {
  args: { acknowledgement: { label: 'I have read this document', onChange: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read this document' }));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.acknowledgement?.onChange).toHaveBeenCalledWith(true);
  },
};

export const Acknowledged: Story = {
  args: { acknowledgement: { label: 'I have read this document', defaultSelected: true } },
};

/** Submitted without the tick. */
export const AcknowledgementMissing: Story = {
  args: {
    acknowledgement: {
      label: 'I have read this document',
      isRequired: true,
      errorMessage: 'Tick the box to confirm you have read this document',
    },
  },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <DocumentRow {...args} />
      <button type="submit">Continue</button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText('Tick the box to confirm you have read this document'),
    ).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Information document on the insurance product for professional civil liability (IPID)' },
};
