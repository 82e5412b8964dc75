/** What the spec's organisation toasts say failed (`showErrorToast`: under 'Error', when the server gives no reason). */
export const FAILURE_TEXTS = {
  deleteMember: 'Failed to delete organization member',
  saveMember: 'Failed to save organization member',
  createPeriod: 'Failed to create period',
  deletePeriod: 'Failed to delete period',
  updatePositions: 'Failed to update positions',
  copyPositions: 'Failed to copy positions',
  createDivision: 'Failed to create division',
  updateDivision: 'Failed to update division',
  deleteDivision: 'Failed to delete division',
  uploadLogo: 'Failed to upload logo',
} as const;
