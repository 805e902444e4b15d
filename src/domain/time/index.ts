export * from './birthdays';
export * from './calendar-date';
export * from './instant';
export * from './zurich';
