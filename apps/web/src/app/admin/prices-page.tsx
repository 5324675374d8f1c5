import { PricesAndMenu } from '../prices-and-menu.tsx';

/**
 * /admin/prices: the owner's room prices for every room type and stay type, and the food menu
 * (issue 44), with the desk's rules and messages; the owner may always change them, whatever
 * the receptionists' switches say.
 */
export const PricesPage = () => <PricesAndMenu />;
