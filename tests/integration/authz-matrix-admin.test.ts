import { describeAuthzMatrix, isAdminRoute } from '../helpers/authz/run-matrix';

// The authorisation matrix, second half: every back-office route (tests/helpers/authz).
describeAuthzMatrix('authorisation matrix: back-office routes', isAdminRoute);
