export const passwordMessages = {
  failed: 'Failed to change password',
  failedCheckCurrent: 'Failed to change password. Please check your current password.',
  success: 'Password changed successfully',
  currentIncorrect: 'Current password is incorrect',
} as const;
