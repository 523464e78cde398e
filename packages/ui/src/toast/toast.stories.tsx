import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ToastProvider, useToasts } from './toast.tsx';
import type { ToastInput } from './toast-queue.ts';

function ShowButton({ toast, label }: { readonly toast: ToastInput; readonly label: string }) {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show(toast)}>
      {label}
    </button>
  );
}

interface DemoArgs {
  readonly toast: ToastInput;
}

const meta = {
  title: 'Feedback/Toast',
  args: { toast: { title: 'Your answers are saved', message: 'You can come back to them at any time.' } },
  render: ({ toast }) => (
    <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
      <ShowButton toast={toast} label="Show toast" />
      <ShowButton toast={{ title: 'Second toast', type: 'success' }} label="Show another" />
    </ToastProvider>
  ),
} satisfies Meta<DemoArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function showToast({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
  return screen.findByRole('region', { name: 'Notifications' });
}

/** Default type info, 10 s. */
export const Info: Story = {
  play: async (context) => {
    const region = await showToast(context);
    await expect(within(region).getByText(context.args.toast.title)).toBeVisible();
  },
};

export const Success: Story = {
  args: { toast: { title: 'Link sent', message: 'Check your inbox to continue later.', type: 'success' } },
  play: Info.play,
};

export const Warning: Story = {
  args: {
    toast: { title: 'Your session ends soon', message: 'Save your answers to keep them.', type: 'warning' },
  },
  play: Info.play,
};

export const ErrorToast: Story = {
  name: 'Error',
  args: {
    toast: { title: 'The offer could not be sent', message: 'Please try again.', type: 'error', timeout: 0 },
  },
  play: Info.play,
};

/** Dark theme, primary colour. */
export const DarkPrimary: Story = {
  args: { toast: { title: 'New version available', theme: 'dark', color: 'primary', timeout: 0 } },
  play: Info.play,
};

/** A new toast goes on top. */
export const NewestOnTop: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const region = await showToast(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Show another' }));
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
    const first = within(region).getAllByRole('alertdialog')[0];
    await expect(first).toHaveTextContent('Second toast');
  },
};

/** Actions: a link, and an asynchronous action that shows loading until done, then closes the toast. */
export const Actions: Story = {
  args: {
    toast: {
      title: 'The offer could not be sent',
      type: 'error',
      timeout: 0,
      actions: [
        {
          label: 'Try again',
          type: 'primary',
          handle: () => new Promise((resolve) => setTimeout(resolve, 300)),
        },
        { label: 'Get help', href: '#help' },
      ],
    },
  },
  play: async (context) => {
    const { userEvent } = context;
    const region = await showToast(context);
    await expect(within(region).getByRole('link', { name: 'Get help' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await expect(within(region).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The offer could not be sent')).not.toBeInTheDocument());
  },
};

/** The close button removes the toast. */
export const Close: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const region = await showToast(context);
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
  },
};
