#ifndef GUIDANCE_SHARED_MEMORY_H
#define GUIDANCE_SHARED_MEMORY_H

#include <stddef.h>
#include <sys/types.h>

/// A memory file of `size` bytes (memfd_create, close-on-exec) whose size is then sealed, so the
/// process it is handed to can neither shrink it under a mapping nor grow it; the descriptor, or
/// -1 with errno set.
int guidance_region_create(size_t size);

/// Sends `count` bytes on the stream socket `socket` with `descriptor` attached (SCM_RIGHTS,
/// MSG_NOSIGNAL); the bytes written, or -1 with errno set.
ssize_t guidance_send_with_descriptor(int socket, const void *bytes, size_t count, int descriptor);

/// Reads up to `count` bytes from the stream socket `socket`. A descriptor sent along with them is
/// stored in `*descriptor` (close-on-exec), which is -1 otherwise; any further descriptors are
/// closed. The bytes read, 0 at the end, or -1 with errno set.
ssize_t guidance_receive(int socket, void *bytes, size_t count, int *descriptor);

#endif
