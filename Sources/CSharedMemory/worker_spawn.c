// The speech worker's start, in one posix_spawn: Foundation's Process cost a one-shot `say` more
// than a millisecond before the worker even started (threads to watch for its end, descriptors
// closed one by one up to the limit, signals reset one by one).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "worker_spawn.h"

extern char **environ;

static const char backtrace_off[] = "SWIFT_BACKTRACE=enable=no";

int guidance_worker_spawn(const char *program, char *const argv[], pid_t *pid, int *socket) {
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) return errno;
    int size = 8 << 20;
    for (int end = 0; end < 2; end++) {
        setsockopt(pair[end], SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
        setsockopt(pair[end], SOL_SOCKET, SO_RCVBUF, &size, sizeof size);
    }

    size_t count = 0;
    while (environ && environ[count]) count++;
    char **environment = malloc((count + 2) * sizeof *environment);
    if (!environment) {
        close(pair[0]);
        close(pair[1]);
        return ENOMEM;
    }
    size_t kept = 0;
    environment[kept++] = (char *)backtrace_off;
    for (size_t index = 0; index < count; index++)
        if (strncmp(environ[index], "SWIFT_BACKTRACE=", 16) != 0) environment[kept++] = environ[index];
    environment[kept] = NULL;

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawn_file_actions_adddup2(&actions, pair[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, pair[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    sigset_t defaults, unblocked;
    sigfillset(&defaults);
    sigemptyset(&unblocked);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setsigmask(&attributes, &unblocked);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);

    int status = posix_spawn(pid, program, &actions, &attributes, argv, environment);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    free(environment);
    close(pair[1]);
    if (status != 0) {
        close(pair[0]);
        return status;
    }
    *socket = pair[0];
    return 0;
}
