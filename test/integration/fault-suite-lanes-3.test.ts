// The fault suite (test/helpers/fault-suite.ts), in-process lanes, part 3 of 3: 12 lanes of 15 steps.
import { laneSuite } from '../helpers/fault-suite';

laneSuite('lanes 3', { seed: 3000, steps: 15 });
