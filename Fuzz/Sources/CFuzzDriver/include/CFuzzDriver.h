#ifndef JELLYLAB_CFUZZDRIVER_H
#define JELLYLAB_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// A libFuzzer test callback: one input, returns 0.
typedef int (*jellylab_fuzz_callback)(const uint8_t *data, size_t size);

/// Whether libFuzzer is linked in (the program was built with -sanitize=fuzzer).
int jellylab_fuzzer_is_linked(void);

/// Runs libFuzzer's driver on the process arguments with `callback`; -1 when libFuzzer is not
/// linked in.
int jellylab_run_fuzzer(int argc, char **argv, jellylab_fuzz_callback callback);

#endif
