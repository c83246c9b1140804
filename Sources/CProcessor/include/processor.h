#ifndef GUIDANCE_PROCESSOR_H
#define GUIDANCE_PROCESSOR_H

/// Restricts the calling thread to `processor`; 0 on success, -1 when the system refuses.
int guidance_pin_to_processor(int processor);

/// The size of a saved processor mask, for `guidance_pin_here` and `guidance_restore`.
int guidance_mask_size(void);

/// Saves the calling thread's processor mask into `saved` (guidance_mask_size() bytes) and
/// restricts the thread to the processor it is on; that processor, or -1 (nothing changed).
int guidance_pin_here(void *saved);

/// Gives the calling thread back the mask `guidance_pin_here` saved.
void guidance_restore(const void *saved);

#endif
