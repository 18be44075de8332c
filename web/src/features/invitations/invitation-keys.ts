/** Query keys of the invitations to the signed-in user (STYLE §12). They belong to the user, not a business. */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
};
