// The packages behind the facades, under names the federation share scope does not match
// (the build aliases them to the installed packages): a facade importing 'react-router'
// would be handed itself.
declare module '@omad/facade-target/react-router' {
  export * from 'react-router';
}
declare module '@omad/facade-target/react-i18next' {
  export * from 'react-i18next';
}
