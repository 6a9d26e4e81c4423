// Drizzle tables of every area; each area adds one export line.
export * from './core';
export * from './analysis';
export * from './payments';
export * from './backoffice';
export * from './reviews';
export * from './delivery';
