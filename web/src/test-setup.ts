/**
 * Web tests: waitFor and findBy* give up after 10 s instead of Testing Library's 1 s. Pages are lazy-loaded and
 * transformed on first import; on a loaded two-core CI machine that first import alone can pass 1 s, which failed
 * the shell's route tests at random. A test that is really broken still fails, only later.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
