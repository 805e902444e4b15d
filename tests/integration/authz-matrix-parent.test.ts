import { describeAuthzMatrix, isAdminRoute, isPageRoute } from '../helpers/authz/run-matrix';

// The authorisation matrix, first half: every session route outside the back office (tests/helpers/authz).
describeAuthzMatrix(
  'authorisation matrix: parent routes',
  (route) => !isAdminRoute(route) && !isPageRoute(route),
);
