export { type AuthEmulator, startAuthEmulator } from './auth';
export { type FirestoreEmulator, type FirestoreEmulatorKind, startFirestoreEmulator } from './firestore';
export { type PostgresServer, startPostgres } from './postgres';
export { freePort } from './ports';
