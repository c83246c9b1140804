// sched_getcpu and the sched_*affinity calls are GNU extensions that Swift's Glibc module does
// not export; these wrappers are all the speech worker and its client need of them.
#define _GNU_SOURCE
#include <sched.h>
#include <string.h>
#include "processor.h"

int guidance_pin_to_processor(int processor) {
    if (processor < 0 || processor >= CPU_SETSIZE) return -1;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(processor, &set);
    return sched_setaffinity(0, sizeof(set), &set);
}

int guidance_mask_size(void) {
    return (int)sizeof(cpu_set_t);
}

int guidance_pin_here(void *saved) {
    cpu_set_t mask;
    if (sched_getaffinity(0, sizeof(mask), &mask) != 0) return -1;
    int processor = sched_getcpu();
    if (processor < 0 || guidance_pin_to_processor(processor) != 0) return -1;
    memcpy(saved, &mask, sizeof(mask));
    return processor;
}

void guidance_restore(const void *saved) {
    cpu_set_t mask;
    memcpy(&mask, saved, sizeof(mask));
    sched_setaffinity(0, sizeof(mask), &mask);
}
