// The route constants moved to lib/paths.ts, below the features. This re-export only serves the sign-in feature
// files, which are being changed elsewhere at the same time; they switch to lib/paths.ts after that merge and this
// file goes.
export * from '../lib/paths';
