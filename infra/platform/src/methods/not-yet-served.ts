// The methods of the contract's table (API_METHODS) the reference platform does not serve
// yet: each answers MethodNotFound. The squad that adds a handler takes its name out here;
// methods/method-table.test.ts fails while a name is in both places or in neither.
import type { ApiMethodName } from '@omad/contract/api';

export const NOT_YET_SERVED = ['metadata.get'] as const satisfies readonly ApiMethodName[];
