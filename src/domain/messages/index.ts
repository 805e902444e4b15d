// The one German message catalogue (de-CH, "ss" never "ß"). Texts the spec quotes are verbatim.
// One file per area; every UI text and validation message comes from here.
export * from './admin';
export * from './admin-dashboard';
export * from './admin-trainers';
export * from './admin-trainings';
export * from './admin-weekly-figures';
export * from './auth';
export * from './auth-mails';
export * from './booking-mails';
export * from './booking-screens';
export * from './bookings';
export * from './contact';
export * from './family';
export * from './forms';
export * from './news';
export * from './payment-screens';
export * from './payments';
export * from './photos';
export * from './push';
export * from './pwa';
export * from './shell';
export * from './shop';
