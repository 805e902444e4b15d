// Test data builders, shared by the tests and the demo seed (so they never import vitest). Each is a plain
// `(db, options) => row` that inserts believable Swiss data with the spec's defaults.
export * from './ahv';
export * from './attendance';
export * from './camp-flyers';
export * from './camps';
export * from './credit';
export * from './family';
export * from './news';
export * from './payments';
export * from './photos';
export * from './profiles';
export * from './push';
export * from './second-factor';
export * from './shop';
export * from './swiss';
export * from './trainers';
export * from './trainings';
export * from './waitlist';
