// For tests: people as their forms send them, shared by each form's own test and the tests that check a rule
// across forms (ahv-like.test.ts).

/** A child as the sign-up form sends it: padded names, a blank club and level, a formatted AHV number. */
export const childFormInput = {
  firstName: ' Lena ',
  lastName: ' Muster ',
  dateOfBirth: '2015-03-14',
  jerseySize: '140',
  clubName: '  ',
  level: '',
  ahv: '756.9217.0769.85',
};

/** A trainer as the admin's form sends him: a padded first name, a formatted AHV number. */
export const trainerFormInput = {
  firstName: ' Marco ',
  lastName: 'Keller',
  dateOfBirth: '1990-04-02',
  ahv: '756.1234.5678.97',
};
