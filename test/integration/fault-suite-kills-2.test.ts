// The fault suite (test/helpers/fault-suite.ts), killed processes, half 2 of 2: kills 4-7.
import { killSuite } from '../helpers/fault-suite';

killSuite('kills 2', [4, 5, 6, 7]);
