type AdminPanelUser = { collection?: string; roles?: unknown } | null | undefined

/** Access rules still refuse them; this only hides the navigation. */
export const hiddenFromNonAdmins = ({ user }: { user: AdminPanelUser }) =>
  !(user?.collection === 'users' && Array.isArray(user.roles) && user.roles.includes('admin'))
