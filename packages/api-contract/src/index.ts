export * from './routeDocs';
export * from './routes';
export * from './schemas';
export * from './plan';
export * from './plannerRoutes';
export * from './allRoutes';
export * from './account';
export * from './billing';
