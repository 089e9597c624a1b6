/**
 * The menu group of the collections a moderation view already presents: projects
 * (/admin/projets), declared actions (/admin/interactions) and members (/admin/candidatures).
 * Admins work in the views; the raw lists stay reachable under this technical group, for searching
 * any field or correcting a row, rather than hidden: `admin.hidden` would also close their edit
 * screens, which the views and e-mails link to. One group, so the menu never offers the same
 * data twice under two moderation names.
 */
export const DATA_GROUP = 'Données'
