// Must not compile: style/ includes nothing of views/. The test Seams.StyleCannotIncludeAChart
// expects this file's compile to fail for that reason.
#include "plotview.h"
