import { describeAuthzMatrix, isTrainerRoute } from '../helpers/authz/run-matrix';

// The authorisation matrix of the trainer area (issue 29): every /api/trainer route as the offer's trainer, another
// trainer, that trainer without the second factor, an admin with and without it, the parents and nobody.
describeAuthzMatrix('authorisation matrix: trainer routes', isTrainerRoute);
