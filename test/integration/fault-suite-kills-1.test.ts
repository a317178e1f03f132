// The fault suite (test/helpers/fault-suite.ts), killed processes, half 1 of 2: kills 0-3.
import { killSuite } from '../helpers/fault-suite';

killSuite('kills 1', [0, 1, 2, 3]);
