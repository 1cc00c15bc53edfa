export * from './routeDocs';
export * from './routes';
export * from './schemas';
