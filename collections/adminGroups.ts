/**
 * `admin.hidden` would also close edit screens the views and e-mails link to, so the raw lists sit under one technical
 * group.
 */
export const DATA_GROUP = 'Données'
