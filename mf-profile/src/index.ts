// Standalone entry of the container; the shell loads ./app through federation instead.
void import('./bootstrap');
