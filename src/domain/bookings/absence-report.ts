// A parent's absence report on a booked training ("Abwesend melden", issue 29, decision 050's amendment).

/** The reason is a short note for the trainer, not a letter. */
export const ABSENCE_REASON_MAX_LENGTH = 200;
