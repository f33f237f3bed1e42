// The home page's banners.get query: its first page (spec sections 4 and 7). The page sends
// exactly this read and the page table declares it for the edge to inline, so the inlined
// answer is the one the page asks for. Imports nothing that Node cannot load (the build
// reads the page table).
import { BANNER_PAGE_SIZE } from '@omad/contract/format';

export const HOME_BANNERS_QUERY = { offset: 0, count: BANNER_PAGE_SIZE } as const;
