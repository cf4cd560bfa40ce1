export * from './entities';
export * from './calls';
