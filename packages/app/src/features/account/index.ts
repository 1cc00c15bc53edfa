/* The account feature's public module: its screens (spec §2), loaded on demand by its registration. */
export { AccountPage } from './AccountPage';
export { AUTH_ERROR_MESSAGES } from './authMessages';
export { CredentialHandlerPage } from './CredentialHandlerPage';
export { GoogleSignInPage } from './GoogleSignInPage';
export { ManualTokenSignInPage } from './ManualTokenSignInPage';
export { safeRedirectPath } from './postLoginRedirect';
export { SyncChoiceModal } from './SyncChoiceModal';
