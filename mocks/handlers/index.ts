/**
 * Every handler of the mock backend, the gate first. The same list runs in the browser's service
 * worker, in msw/node for tests and behind the standalone HTTP server.
 */
import { getResponse } from 'msw';
import { db } from '../db';
import { paystackHandlers } from '../paystack/handlers';
import { createScenarioHook, createShapeHook, finishAnswer, syncSessionStates } from '../scenarios/engine';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { gate, gateHooks } from './gate';
import { orderHandlers } from './orders';
import { payOrderHandlers } from './pay-order';
import { productHandlers } from './products';
import { promoCodeHandlers } from './promo-codes';
import { slideHandlers } from './slides';
import { uploadHandlers } from './uploads';

/** The handlers that implement operations of openapi.yaml (checked against it in tests). */
export const operationHandlers = [
  ...authHandlers,
  ...productHandlers,
  ...orderHandlers,
  ...payOrderHandlers,
  ...promoCodeHandlers,
  ...adminHandlers,
  ...slideHandlers,
];

export const handlers = [gate, ...operationHandlers, ...paystackHandlers, ...uploadHandlers];

// Mock scenarios (mocks/scenarios) answer first when one is active, in every place the mock runs.
gateHooks.beforeOperation = createScenarioHook((request) => getResponse(operationHandlers, request));
// `shapes:spec` reshapes the handlers' answers like the spec's backend (mocks/scenarios/spec-shapes.ts),
// `shapes:lean` like the leanest host it allows (mocks/scenarios/lean-shapes.ts), errors included.
gateHooks.afterChecks = createShapeHook((request) => getResponse(operationHandlers, request));
gateHooks.finish = finishAnswer;
syncSessionStates(db);
