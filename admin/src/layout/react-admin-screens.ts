// react-admin's own screens that the back office seldom shows, in a chunk of their own: its <Admin>
// would put them (and the snackbar of notifications) in the sign-in page's code.
export { AccessDenied, AuthCallback, AuthenticationError, Notification } from 'react-admin';
