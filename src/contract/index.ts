export * from './entities';
export * from './calls';
export * from './review';
export * from './outcomes';
