/** Pure domain rules of the spec, each in one place with boundary tests beside it. */
export * from './constants';
export * from './format';
export * from './periods';
export * from './score-bands';
export * from './score-model';
export * from './combine-scores';
