/** One Saturday of the demo's twelve weeks of history, shared by the seeds that book and pay into it. */
export interface Week {
  /** Weeks back from last Saturday: 0 is last Saturday's training. */
  back: number;
  saturday: string;
  session: { id: string };
}
