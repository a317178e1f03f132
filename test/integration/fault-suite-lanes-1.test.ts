// The fault suite (test/helpers/fault-suite.ts), in-process lanes, part 1 of 3: 12 lanes of 15 steps.
import { laneSuite } from '../helpers/fault-suite';

laneSuite('lanes 1', { seed: 1000, steps: 15 });
