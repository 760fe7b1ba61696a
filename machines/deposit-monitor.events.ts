const message = (status: string, statusDetail: string | null, context: Record<string, unknown> | null = null) => ({
  type: 'sync.update',
  message: { status, statusDetail, context },
});

export const depositMonitorInput = { depositId: 'dep-1', token: false };

export const depositMonitorEvents = [
  message('SUCCESS', 'CAPTURED'),
  message('FAILURE', 'DENIED'),
  message('PENDING', 'REDIRECT', { redirect_qrcode_wave: 'https://pay.wave.example/c/123' }),
  message('PENDING', 'PENDING_PAYMENT'),
  { type: 'sync.heartbeat' },
  { type: 'sync.error', code: 'UNAVAILABLE' },
  { type: 'sync.error', code: 'INTERNAL' },
  { type: 'sync.error', code: 'UNAUTHENTICATED' },
  { type: 'sync.error', code: 'OTHER' },
  { type: 'xstate.done.actor.refreshToken' },
  { type: 'xstate.error.actor.refreshToken', error: new Error('refresh failed') },
  { type: 'xstate.error.actor.subscribeDeposit', error: new Error('subscribeDeposit crashed') },
  { type: 'xstate.error.actor.watchPage', error: new Error('watchPage crashed') },
  { type: 'page.hidden' },
  { type: 'page.visible' },
  { type: 'network.offline' },
  { type: 'network.online' },
];
