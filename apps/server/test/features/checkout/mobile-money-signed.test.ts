/**
 * Mobile money with pawaPay v2 (issue 25, decision 065) with callbacks signed per RFC 9421: the
 * suite of mobile-money-suite.ts (see mobile-money.test.ts), in a file of its own so that it runs
 * beside the unsigned one (decision 078).
 */
import { mobileMoneySuite } from './mobile-money-suite.ts';

mobileMoneySuite('mobile money with pawaPay (signed callbacks, RFC 9421)', true);
