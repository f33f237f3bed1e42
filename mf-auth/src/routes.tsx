// mf-auth's routes: none. It owns no page of the shell's route table; sign-in, registration
// and the rest are dialogs of the header widget (widgets/header-account.tsx). The empty
// <Routes> keeps ./app the same shape as every remote's.
import { Routes } from 'react-router';

export const AppRoutes = () => <Routes />;
