/** The user-facing messages of docs/product-spec.md §8, in one place. Dex speaks in the first person. */
export const MSG = {
  dashboardUploadSnagTitle: 'Oops! Dex hit a snag',
  dashboardUploadFallback: "Something went wrong, but Dex's tough - he'll bounce back. Try again?",
  dashboardUploadSuccessTitle: 'Upload successful! Dex is on it',
  dashboardUploadSuccessSource: 'Dex is learning about your firm from this document.',
  dashboardUploadSuccessDdq: 'Dex got your DDQ and is getting to work.',
  bigFileTitle: "Whoa! That's a big file",
  bigFileDescription: 'I can handle files up to 10MB. Could you try a smaller version?',
  badFormatTitle: "Hmm, I can't read this file format",
  badFormatDescription: 'Try a Word doc (.doc, .docx), an Excel workbook (.xlsx) or a PDF instead.',
  retryOkTitle: 'Processing restarted',
  retryOkDescription: 'Document has been queued for reprocessing.',
  retryFailTitle: 'Retry failed',
  retryFailFallback: 'Failed to restart processing',
  uploadFailedTitle: 'Upload failed',
  uploadFailedFallback: 'Failed to upload document',
  uploadOkTitle: 'Upload successful!',
  uploadOkDescription: 'Document uploaded and processing started automatically',
  deleteFailedTitle: 'Delete failed',
  deleteFailedFallback: 'Failed to delete document',
  deleteOkTitle: 'Document deleted successfully',
  deleteOkDescription: 'The document and all its Q&A pairs have been permanently removed.',
  ddqUploadOk: 'Upload successful! Dex is on it - processing started automatically.',
  ddqUploadSnag: 'Dex hit a snag while uploading. Please try again.',
  uploadUrlMissing: 'Failed to get upload URL from file upload result.',
  uploadUrlFailed: 'Failed to get upload URL',
  injectMissing: 'Please select a completion and upload a DDQ file.',
  injectFallback: 'Failed to inject answers',
  injectOk: 'Answers successfully injected! Document downloaded.',
  resultsError: 'Error fetching results',
  breakdownLoading: 'Loading detailed breakdown...',
  breakdownFailed: 'Failed to load detailed breakdown.',
  processingFailed: 'Processing failed',
} as const;

/** Delete confirmation of a source document (docs/product-spec.md §5). */
export function confirmDeleteDocumentText(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone and will also delete all Q&A pairs extracted from this document.`;
}

/** Delete confirmation of a DDQ completion (docs/product-spec.md §2). */
export function confirmDeleteCompletionText(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}
