// The fault suite (test/helpers/fault-suite.ts), in-process lanes, part 2 of 3: 12 lanes of 15 steps.
import { laneSuite } from '../helpers/fault-suite';

laneSuite('lanes 2', { seed: 2000, steps: 15 });
