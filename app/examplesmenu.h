// File › Examples: one command per worked example of the appendix (model/examples.h), grouped
// by the view that shows its number.
#pragma once

#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace fleet {

/// A menu titled "Examples" with one action per example, in examples() order, a separator
/// between views. Triggering one calls `open` with the example's id. Each action's object name
/// is "example-<id>" (for tests).
[[nodiscard]] QMenu *createExamplesMenu(QWidget *parent,
                                        const std::function<void(const QString &id)> &open);

} // namespace fleet
