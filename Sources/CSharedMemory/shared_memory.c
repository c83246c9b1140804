// memfd_create, file seals and descriptor passing (SCM_RIGHTS, whose CMSG_* macros Swift cannot
// import): what the speech worker and its client need to share a region of samples.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <unistd.h>
#include "shared_memory.h"

int guidance_region_create(size_t size) {
    int descriptor = memfd_create("guidance-speech-samples", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (descriptor < 0) return -1;
    if (ftruncate(descriptor, (off_t)size) != 0
        || fcntl(descriptor, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) {
        int saved = errno;
        close(descriptor);
        errno = saved;
        return -1;
    }
    return descriptor;
}

ssize_t guidance_send_with_descriptor(int socket, const void *bytes, size_t count, int descriptor) {
    struct iovec vector = {.iov_base = (void *)bytes, .iov_len = count};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(sizeof(int))];
    } control;
    memset(&control, 0, sizeof(control));
    struct msghdr message = {
        .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control.space,
        .msg_controllen = sizeof(control.space)};
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &descriptor, sizeof(int));
    return sendmsg(socket, &message, MSG_NOSIGNAL);
}

ssize_t guidance_receive(int socket, void *bytes, size_t count, int *descriptor) {
    *descriptor = -1;
    struct iovec vector = {.iov_base = bytes, .iov_len = count};
    union {
        struct cmsghdr header;
        char space[CMSG_SPACE(4 * sizeof(int))];
    } control;
    struct msghdr message = {
        .msg_iov = &vector, .msg_iovlen = 1, .msg_control = control.space,
        .msg_controllen = sizeof(control.space)};
    ssize_t got = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    if (got < 0) return got;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header != NULL;
         header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        size_t received = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (size_t index = 0; index < received; index++) {
            int one;
            memcpy(&one, CMSG_DATA(header) + index * sizeof(int), sizeof(int));
            if (*descriptor < 0) {
                *descriptor = one;
            } else {
                close(one);
            }
        }
    }
    return got;
}
