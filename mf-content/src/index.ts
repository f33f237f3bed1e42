// Standalone entry of the container; the shell loads ./app and widgets through federation.
void import('./bootstrap');
