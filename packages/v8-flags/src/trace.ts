// V8's trace of its pretenuring feedback (`--trace-pretenuring-statistics`), as the tests of the flags read it.

/** Any line of the trace: one per allocation site weighed, and one per round. */
export const PRETENURING_LINE = /pretenuring: /;

/** A site V8 has decided to pretenure (`undecided => tenure`, `maybe tenure => tenure`). */
export const TENURED_SITE = /pretenuring: AllocationSite.*=> tenure$/m;
