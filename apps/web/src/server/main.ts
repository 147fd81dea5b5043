// The website's entry point.
import './start.ts';
