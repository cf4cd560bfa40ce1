import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UploadModal } from './upload-modal';

describe('the upload modal', () => {
  it('says which file types it takes, and shows a failed upload inside the modal, where the user looks', async () => {
    const failing = () =>
      Promise.reject(
        new Error('Upload failed: Unsupported Media Type. This file is not a Word, Excel or PDF document.'),
      );
    render(<UploadModal open onOpenChange={() => {}} title="Upload DDQ Document" onUpload={failing} />);
    expect(screen.getByTestId('upload-modal-types').textContent).toContain('Word (.docx, .doc), Excel (.xlsx) or PDF');
    fireEvent.change(screen.getByTestId('upload-modal-input'), {
      target: { files: [new File(['x'], 'a very long file name of a questionnaire sent by an investor.txt')] },
    });
    expect(screen.getByTestId('upload-modal-file').textContent).toContain(
      'a very long file name of a questionnaire sent by an investor.txt',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    const error = await screen.findByTestId('upload-modal-error');
    expect(error.textContent).toBe(
      'Upload failed: Unsupported Media Type. This file is not a Word, Excel or PDF document.',
    );
    expect(screen.getByTestId('upload-modal').contains(error)).toBe(true);
  });
});
