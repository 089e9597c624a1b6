import type { Access } from 'payload'

export const publicAccess: Access = () => true
