import { defineEndpoint } from '../api/endpoint';
import { offerAlertSettingSchema } from './offer-alerts';

// The caller's own alert choice for one training or camp (issue 29, decision 052): a trainer for the offers they
// are assigned to (404 otherwise), an admin for any. Both answer the stored choice ('NONE' when none was made).

function alertEndpoints<const A extends 'trainer' | 'admin', const S extends 'trainings' | 'camps'>(
  area: A,
  segment: S,
) {
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `/${area}/${segment}/:offerId/alerts`,
      response: offerAlertSettingSchema,
    }),
    put: defineEndpoint({
      method: 'PUT',
      path: `/${area}/${segment}/:offerId/alerts`,
      request: offerAlertSettingSchema,
      response: offerAlertSettingSchema,
    }),
  };
}

const trainerTrainings = alertEndpoints('trainer', 'trainings');
const trainerCamps = alertEndpoints('trainer', 'camps');
const adminTrainings = alertEndpoints('admin', 'trainings');
const adminCamps = alertEndpoints('admin', 'camps');

export const offerAlertEndpoints = {
  trainerTraining: trainerTrainings.get,
  saveTrainerTraining: trainerTrainings.put,
  trainerCamp: trainerCamps.get,
  saveTrainerCamp: trainerCamps.put,
  adminTraining: adminTrainings.get,
  saveAdminTraining: adminTrainings.put,
  adminCamp: adminCamps.get,
  saveAdminCamp: adminCamps.put,
};
