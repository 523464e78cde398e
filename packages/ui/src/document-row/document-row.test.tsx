import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DocumentRow, type DocumentRowProps } from './document-row.tsx';

const props: DocumentRowProps = {
  name: 'General conditions',
  description: 'PDF, 240 KB',
  openHref: '/documents/general-conditions.pdf',
  openLabel: 'Open',
  downloadHref: '/documents/general-conditions.pdf?download',
  downloadLabel: 'Download',
  downloadFileName: 'general-conditions.pdf',
};

describe('DocumentRow', () => {
  test('opens in a new tab and downloads, both links described by the document name', () => {
    render(<DocumentRow {...props} />);
    const open = screen.getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', '/documents/general-conditions.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAccessibleDescription('General conditions');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'general-conditions.pdf');
    expect(download).toHaveAccessibleDescription('General conditions');
    expect(screen.getByText('PDF, 240 KB')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  test('the acknowledgement tick reports its changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DocumentRow {...props} acknowledgement={{ label: 'I have read this document', onChange }} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I have read this document' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
