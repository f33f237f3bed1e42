// The methods of the contract's table (API_METHODS) the reference platform does not serve
// yet: each answers MethodNotFound. The squad that adds a handler takes its name out here;
// methods/method-table.test.ts fails while a name is in both places or in neither.
import type { ApiMethodName } from '@omad/contract/api';

export const NOT_YET_SERVED = [
  'campaigns.takepromotions',
  'loyalty.buyproduct',
  'loyalty.getcharacters',
  'loyalty.getinfo',
  'loyalty.getproducts',
  'loyalty.setcharacter',
  'loyalty.getPrograms',
  'loyalty.getProgram',
  'metadata.get',
] as const satisfies readonly ApiMethodName[];
