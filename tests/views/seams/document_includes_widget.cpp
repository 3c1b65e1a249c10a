// Must not compile: the document (views/document/) includes only the model, never a widget
// header of views/. The test Seams.TheDocumentCannotIncludeAWidget expects this to fail.
#include "plotview.h"
