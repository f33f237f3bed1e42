// Before every unit test file: Testing Library's waits (findBy*, waitFor) give up after 5 s
// instead of 1 s. On two cores running the whole suite in parallel, a render and its effects
// can take longer than a second; a limit, not a timing, so a passing test is no slower.
// In jsdom, the <dialog> element gets the methods jsdom lacks (jsdom-dialog.ts).
import { configure } from '@testing-library/dom';
import { completeDialogElement } from './jsdom-dialog';

configure({ asyncUtilTimeout: 5000 });
completeDialogElement();
