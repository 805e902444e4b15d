import { describeAuthzMatrix, isPageRoute } from '../helpers/authz/run-matrix';
import { firstViewWeb } from '../helpers/first-view-web';

// The authorisation matrix, third part: the pages the server draws with the visitor's data (decision 045), on an app
// that serves them (tests/helpers/authz/routes/pages.ts).
describeAuthzMatrix('authorisation matrix: server-drawn pages', isPageRoute, {
  serveWeb: true,
  ...firstViewWeb(),
});
