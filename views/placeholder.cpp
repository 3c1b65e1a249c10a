// Placeholder until the views land (issue 3).
namespace fleet { int viewsPlaceholder() { return 0; } }
