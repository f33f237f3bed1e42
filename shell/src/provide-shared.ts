// Loads every package the shell shares (the SINGLETONS and SHARED_PACKAGES of @omad/build),
// before any remote registers. The share scope serves the first copy that was loaded, so
// each remote then uses the shell's copy, bundled into the shell's entry, instead of
// registering and downloading its own one of the same version.
import 'react';
import 'react-dom';
import 'react-dom/client';
import 'react/jsx-runtime';
import 'react-router';
import 'zustand';
import 'i18next';
import 'react-i18next';
import '@tanstack/react-query';
import '@omad/contract';
import '@omad/contract/api';
import '@omad/contract/cms';
import '@omad/contract/format';
import '@omad/contract/remote';
import '@omad/contract/seo';
import '@omad/contract/validation';
import '@omad/ui';
import 'single-spa-react';
