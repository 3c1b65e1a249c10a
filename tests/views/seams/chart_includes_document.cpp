// Must not compile: the chart kit (views/charts/) may not include the document. The test
// Seams.AChartCannotIncludeTheDocument expects this file's compile to fail for that reason.
#include "scenariodocument.h"
