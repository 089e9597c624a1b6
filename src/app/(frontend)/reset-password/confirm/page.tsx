export { default, metadata } from '../../auth/reset/page'
