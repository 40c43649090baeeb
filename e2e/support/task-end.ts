/**
 * In-page JavaScript, a string run as written: `whenTaskEnds(callback)` calls back once the
 * current task has ended, which is when a message posted in it is delivered. The recorders of
 * storage-opening.ts and boot-tasks.ts tell tasks apart with it.
 */
export const WHEN_TASK_ENDS = `const whenTaskEnds = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); callback(); };
    channel.port2.postMessage(0);
  };`;
