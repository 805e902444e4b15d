import { describeAuthzMatrix, isAdminRoute, isPageRoute, isTrainerRoute } from '../helpers/authz/run-matrix';

// The authorisation matrix, first half: every session route outside the back office and the trainer area
// (tests/helpers/authz).
describeAuthzMatrix(
  'authorisation matrix: parent routes',
  (route) => !isAdminRoute(route) && !isPageRoute(route) && !isTrainerRoute(route),
);
