/**
 * The booking rows room and desk booking share: each locks and writes them inside its own
 * transaction, so that a resource is never booked twice for the same time.
 */
export {
  insertBooking,
  lockBookingsOf,
  lockResource,
  updateBooking,
} from './bookings.repository.js';
