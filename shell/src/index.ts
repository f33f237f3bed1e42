// Entry: nothing but the async boundary, so the federation runtime negotiates the shared
// singletons before any of them (React, the contract…) is imported.
void import('./bootstrap');
