type AdminPanelUser = { collection?: string; roles?: unknown } | null | undefined

/**
 * For `admin.hidden`: moderation collections stay out of the admin navigation of the marketing
 * team, who only edit the site copy and media. Access rules still refuse them; this is the UI.
 */
export const hiddenFromNonAdmins = ({ user }: { user: AdminPanelUser }) =>
  !(user?.collection === 'users' && Array.isArray(user.roles) && user.roles.includes('admin'))
