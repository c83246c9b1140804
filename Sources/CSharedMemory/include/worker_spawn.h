#ifndef GUIDANCE_WORKER_SPAWN_H
#define GUIDANCE_WORKER_SPAWN_H

#include <sys/types.h>

/// Starts the speech worker `program` with the arguments `argv` (NULL-terminated, the program's
/// name first) and this process's environment, SWIFT_BACKTRACE=enable=no added (a crash is
/// reported through the socket's end; the runtime's backtrace would only be noise). The two
/// talk over one socket pair, close-on-exec on both ends, with 8 MiB of buffer each way (a
/// whole prompt's audio crosses in a write and a read or two); the worker's end is its standard
/// input and output, /dev/null its standard error, every other descriptor is closed, signals
/// are back to their defaults and unblocked, and it has a process group of its own (a Ctrl-C
/// meant for a drive does not kill its speech). 0 with `*pid` and `*socket` (this side) set,
/// or an error number.
int guidance_worker_spawn(const char *program, char *const argv[], pid_t *pid, int *socket);

#endif
