/** Pure domain rules of the spec, each in one place with boundary tests beside it. */
export * from './constants';
export * from './format';
export * from './periods';
export * from './score-bands';
export * from './score-model';
export * from './combine-scores';
export * from './search-filters';
export * from './sensor-count';
export * from './writable-editor';
export * from './new-sensor-alert';
export * from './alert-severity';
export * from './score-names';
export * from './measurement-display';
export * from './downsample';
export * from './password-rules';
export * from './building-system-link';
export * from './roles';
