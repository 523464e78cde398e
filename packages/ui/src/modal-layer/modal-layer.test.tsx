import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';
import { ModalLayerProvider, useModalLayer } from './modal-layer.tsx';
import { createModalLayer, modalZIndex } from './modal-layer-store.ts';

function Opener() {
  const { openModal, isModalOpen } = useModalLayer();
  return (
    <>
      <p>{isModalOpen ? 'open' : 'closed'}</p>
      <button
        type="button"
        onClick={() =>
          openModal(() => (
            <ModalDialog title="First" closeLabel="Close first">
              <button
                type="button"
                onClick={() =>
                  openModal(() => (
                    <ModalDialog title="Second" closeLabel="Close second">
                      second
                    </ModalDialog>
                  ))
                }
              >
                More
              </button>
            </ModalDialog>
          ))
        }
      >
        Open
      </button>
    </>
  );
}

describe('modalZIndex', () => {
  test.each([
    [0, 1000],
    [1, 1002],
    [2, 1004],
  ])('modal %i sits at z-index %i (1000 + 2 * index)', (index, zIndex) => {
    expect(modalZIndex(index)).toBe(zIndex);
  });
});

describe('ModalLayerProvider', () => {
  test('stacks modals with rising z-index and closes them all at once', async () => {
    const user = userEvent.setup();
    const layer = createModalLayer();
    render(
      <ModalLayerProvider layer={layer}>
        <Opener />
      </ModalLayerProvider>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // The overlays' code arrives when the first modal opens (modal-stack.tsx, loaded lazily).
    await user.click(await screen.findByRole('button', { name: 'More' }));

    const second = await screen.findByRole('dialog', { name: 'Second' });
    const overlays = document.querySelectorAll<HTMLElement>('.sc-modal-layer__backdrop');
    expect([...overlays].map((overlay) => overlay.style.zIndex)).toEqual(['1000', '1002']);
    expect(overlays[1]).toContainElement(second);
    expect(layer.isModalOpen()).toBe(true);

    act(() => layer.closeAll());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  test('the close button and Escape close only the top modal', async () => {
    const user = userEvent.setup();
    render(
      <ModalLayerProvider>
        <Opener />
      </ModalLayerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Close second' }));
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  test('opening with the id of an open modal replaces it instead of stacking', () => {
    const layer = createModalLayer();
    render(<ModalLayerProvider layer={layer}>page</ModalLayerProvider>);
    act(() => {
      layer.openModal(() => <ModalDialog title="One">a</ModalDialog>, { id: 'help' });
      layer.openModal(() => <ModalDialog title="Two">b</ModalDialog>, { id: 'help' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Two' })).toBeInTheDocument();
  });

  test('useModalLayer outside a provider is a programming error', () => {
    expect(() => render(<Opener />)).toThrow('ModalLayerProvider');
  });
});
