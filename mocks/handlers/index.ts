/**
 * Every handler of the mock backend, the gate first. The same list runs in the browser's service
 * worker, in msw/node for tests and behind the standalone HTTP server.
 */
import { paystackHandlers } from '../paystack/handlers';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { gate } from './gate';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { slideHandlers } from './slides';
import { uploadHandlers } from './uploads';

/** The handlers that implement operations of openapi.yaml (checked against it in tests). */
export const operationHandlers = [...authHandlers, ...productHandlers, ...orderHandlers, ...adminHandlers, ...slideHandlers];

export const handlers = [gate, ...operationHandlers, ...paystackHandlers, ...uploadHandlers];
