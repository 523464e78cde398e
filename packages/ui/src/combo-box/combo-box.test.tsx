import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test, vi } from 'vitest';
import { ComboBox, type ComboBoxOption } from './combo-box.tsx';

const activities: ComboBoxOption[] = [
  { id: 'bakery', label: 'Bakery', description: 'NAF 10.71C' },
  { id: 'bar', label: 'Bar', description: 'NAF 56.30Z' },
];

const texts = {
  label: 'Your activity',
  promptText: 'Type at least 2 characters',
  loadingText: 'Searching…',
  noResultsText: 'No activity found',
  searchErrorText: 'The search failed, try again',
};

function setup(
  onSearch: (query: string, signal: AbortSignal) => Promise<readonly ComboBoxOption[]>,
  debounceMs = 20,
) {
  const onItemChange = vi.fn();
  const user = userEvent.setup();
  render(<ComboBox {...texts} onSearch={onSearch} onItemChange={onItemChange} debounceMs={debounceMs} />);
  return { user, onItemChange, input: screen.getByRole('combobox', { name: 'Your activity' }) };
}

describe('ComboBox', () => {
  test('asks for 2 characters before searching (UX: searches)', async () => {
    const onSearch = vi.fn(async () => activities);
    const { user, input } = setup(onSearch);
    await user.type(input, 'b');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  test('searches once typing pauses, shows results and reports the chosen item', async () => {
    const onSearch = vi.fn(async (query: string) =>
      activities.filter((a) => a.label.toLowerCase().startsWith(query)),
    );
    const { user, input, onItemChange } = setup(onSearch);
    await user.type(input, 'ba');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: /Bakery/ })).toBeInTheDocument();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ba', expect.any(AbortSignal));
    await user.click(within(listbox).getByRole('option', { name: /Bar/ }));
    expect(onItemChange).toHaveBeenLastCalledWith(activities[1]);
    expect(input).toHaveValue('Bar');
    // Writing the chosen label into the input is not a new search.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  test('an option is named by all its visible text, its description included (label in name)', async () => {
    const { user, input } = setup(vi.fn(async () => activities));
    await user.type(input, 'ba');
    const option = await screen.findByRole('option', { name: 'Bakery NAF 10.71C' });
    expect(option).toHaveTextContent('Bakery NAF 10.71C');
    expect(option.hasAttribute('aria-labelledby')).toBe(false);
  });

  test('debounces: quick typing aborts the earlier waits and searches the last text only', async () => {
    const onSearch = vi.fn(async (_query: string) => activities);
    const { user, input } = setup(onSearch, 250);
    await user.type(input, 'bak');
    await screen.findByRole('option', { name: /Bakery/ });
    expect(onSearch.mock.calls.map(([query]) => query)).toEqual(['bak']);
  });

  test('says when nothing is found', async () => {
    const { user, input } = setup(async () => []);
    await user.type(input, 'zz');
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
  });

  test('says when the search fails', async () => {
    const { user, input } = setup(async () => {
      throw new Error('503');
    });
    await user.type(input, 'zz');
    expect(await screen.findByText('The search failed, try again')).toBeInTheDocument();
  });

  test('says it is searching while the answer is on its way', async () => {
    const { user, input } = setup(() => new Promise(() => {}));
    await user.type(input, 'ba');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
  });

  test('shows the earlier choice of a returning visitor without searching, and keeps it on blur', async () => {
    const onSearch = vi.fn(async () => activities);
    const user = userEvent.setup();
    render(
      <>
        <ComboBox {...texts} onSearch={onSearch} defaultItem={activities[0]} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Your activity' });
    expect(input).toHaveValue('Bakery');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(input).toHaveValue('Bakery');
    expect(onSearch).not.toHaveBeenCalled();
  });

  // react-aria says '2 options disponible(s)' in French and Spanish; the kit's bundler plugin (`uiPlugin`,
  // in this package's vitest configuration as in an app's) gives both languages a real plural.
  test.each([
    ['fr-FR', '2 options disponibles.'],
    ['es-ES', '2 opciones disponibles.'],
  ])('announces how many results in %s with a real plural', async (locale, announcement) => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale={locale}>
        <ComboBox {...texts} onSearch={async () => activities} debounceMs={20} />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Your activity' }), 'ba');
    await screen.findByRole('listbox');
    await waitFor(() => expect(document.body.textContent).toContain(announcement));
    expect(document.body.textContent).not.toContain('(s)');
  });

  // The list is a non-modal popup (the kit's bundler plugin drops react-aria's hiding of the page around it):
  // the page's other links stay readable by assistive technology, which they must since they stay focusable.
  test('an open list leaves the rest of the page readable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#main">Skip to the content</a>
        <ComboBox {...texts} onSearch={async () => activities} debounceMs={20} />
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Your activity' }), 'ba');
    await screen.findByRole('listbox');
    expect(document.querySelectorAll('[aria-hidden="true"]:has(a), a[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Skip to the content' })).toBeVisible();
  });
});
