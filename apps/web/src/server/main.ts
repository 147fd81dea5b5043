// The website's entry point. An ES module's imports are evaluated in order, each with everything it imports, before
// the module itself: so the V8 flags are set before any package's code runs (@probation/v8-flags).
import '@probation/v8-flags';
import './start.ts';
