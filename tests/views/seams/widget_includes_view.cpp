// Must not compile: controls/, readouts/ and review/ may not include a tab view. The test
// Seams.AControlCannotIncludeAView expects this file's compile to fail for that reason.
#include "explorerview.h"
