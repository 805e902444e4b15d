// The whole data model, one file per area; drizzle-kit generates the SQL migrations in /drizzle from this.
export * from './dev-mail';
export * from './settings';
