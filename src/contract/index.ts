export * from './entities';
export * from './calls';
export * from './review';
export * from './outcomes';
export * from './backtest';
export * from './consistency';
export * from './review-bulk';
