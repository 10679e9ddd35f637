/** Public surface of the entry flows: social sign-in, which the visitor's home page offers too. */
export * from './social';
