// The appendix's printed rows for the current hardware reference: peak, HBM bandwidth and
// capacity, scale-up link and TDP of H100, B200, MI300X and TPU v6e. Data only: each row's
// value comes from its computation (computedrow.h).
#include "computedrow.h"
#include "printedrows.h"

#include <QCoreApplication>

namespace fleet::reference {
namespace {

// Five rows per accelerator: peak, HBM bandwidth, HBM capacity, scale-up link, TDP. The
// appendix prints the H100's scale-up link per direction and the others' as bidirectional
// totals; the notes say which.
constexpr PrintedRow kHardware[] = {
    {.quantity = QT_TRANSLATE_NOOP("Reference", "H100 SXM: BF16 dense peak"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-h100-sxm"),
     .printed = "989 TFLOP/s",
     .printedValue = 989,
     .unit = "TFLOP/s",
     .computation = acceleratorPeakTflops,
     .id = "nvidia-h100-sxm"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "H100 SXM: HBM bandwidth"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-h100-sxm"),
     .printed = "3.35 TB/s",
     .printedValue = 3.35,
     .decimals = 2,
     .unit = "TB/s",
     .computation = acceleratorHbmTBps,
     .id = "nvidia-h100-sxm"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "H100 SXM: HBM capacity"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-h100-sxm"),
     .printed = "80 GB",
     .printedValue = 80,
     .unit = "GB",
     .note = QT_TRANSLATE_NOOP("Reference",
                               "Not printed in the appendix: from the NVIDIA H100 datasheet."),
     .computation = acceleratorHbmGb,
     .id = "nvidia-h100-sxm"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "H100 SXM: scale-up link"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog %1, per direction"),
     .printed = "450 GB/s (NVLink 4.0)",
     .printedValue = 450,
     .unit = "GB/s",
     .note = QT_TRANSLATE_NOOP(
         "Reference",
         "Per direction (NVIDIA quotes 900 GB/s as the bidirectional total); the other "
         "scale-up figures in this table are bidirectional totals."),
     .computation = scaleUpLinkGbps,
     .id = "nvidia-h100-sxm"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "H100 SXM: TDP"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-h100-sxm"),
     .printed = "700 W per GPU",
     .printedValue = 700,
     .unit = "W",
     .computation = acceleratorTdpW,
     .id = "nvidia-h100-sxm"},

    {.quantity = QT_TRANSLATE_NOOP("Reference", "B200: BF16 dense peak"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-b200"),
     .printed = "2,250 TFLOP/s",
     .printedValue = 2250,
     .unit = "TFLOP/s",
     .computation = acceleratorPeakTflops,
     .id = "nvidia-b200"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "B200: HBM bandwidth"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-b200"),
     .printed = "8 TB/s",
     .printedValue = 8,
     .unit = "TB/s",
     .computation = acceleratorHbmTBps,
     .id = "nvidia-b200"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "B200: HBM capacity"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-b200"),
     .printed = "180 GB",
     .printedValue = 180,
     .unit = "GB",
     .note = QT_TRANSLATE_NOOP(
         "Reference",
         "The vendor lists 192 GB on some SKUs; the catalog keeps the appendix's 180 GB."),
     .computation = acceleratorHbmGb,
     .id = "nvidia-b200"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "B200: scale-up link"),
     .inputs =
         QT_TRANSLATE_NOOP("Reference", "catalog %1, bidirectional total = 2 × per direction"),
     .printed = "1,800 GB/s (NVLink 5.0)",
     .printedValue = 1800,
     .unit = "GB/s",
     .note = QT_TRANSLATE_NOOP(
         "Reference",
         "Bidirectional total: %1 per direction, against NVLink 4.0's %2 per direction."),
     .computation = scaleUpLinkTotalGbps,
     .id = "nvidia-b200"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "B200: TDP"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog nvidia-b200"),
     .printed = "1000 W",
     .printedValue = 1000,
     .unit = "W",
     .computation = acceleratorTdpW,
     .id = "nvidia-b200"},

    {.quantity = QT_TRANSLATE_NOOP("Reference", "MI300X: BF16 dense peak"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog amd-mi300x"),
     .printed = "1,307 TFLOP/s",
     .printedValue = 1307,
     .unit = "TFLOP/s",
     .computation = acceleratorPeakTflops,
     .id = "amd-mi300x"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "MI300X: HBM bandwidth"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog amd-mi300x"),
     .printed = "5.30 TB/s",
     .printedValue = 5.30,
     .decimals = 2,
     .unit = "TB/s",
     .computation = acceleratorHbmTBps,
     .id = "amd-mi300x"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "MI300X: HBM capacity"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog amd-mi300x"),
     .printed = "192 GB",
     .printedValue = 192,
     .unit = "GB",
     .computation = acceleratorHbmGb,
     .id = "amd-mi300x"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "MI300X: scale-up link"),
     .inputs =
         QT_TRANSLATE_NOOP("Reference", "catalog %1, bidirectional total = 2 × per direction"),
     .printed = "~890 GB/s (Infinity Fabric)",
     .printedValue = 890,
     .unit = "GB/s",
     .note = QT_TRANSLATE_NOOP(
         "Reference",
         "Bidirectional total (AMD: 896 GB/s aggregate): %1 per direction, against NVLink "
         "4.0's %2 per direction."),
     .computation = scaleUpLinkTotalGbps,
     .id = "amd-mi300x"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "MI300X: TDP"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog amd-mi300x"),
     .printed = "750 W",
     .printedValue = 750,
     .unit = "W",
     .computation = acceleratorTdpW,
     .id = "amd-mi300x"},

    {.quantity = QT_TRANSLATE_NOOP("Reference", "TPU v6e: BF16 dense peak"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog google-tpu-v6e"),
     .printed = "918 TFLOP/s",
     .printedValue = 918,
     .unit = "TFLOP/s",
     .computation = acceleratorPeakTflops,
     .id = "google-tpu-v6e"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "TPU v6e: HBM bandwidth"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog google-tpu-v6e"),
     .printed = "1.64 TB/s",
     .printedValue = 1.64,
     .decimals = 2,
     .unit = "TB/s",
     .computation = acceleratorHbmTBps,
     .id = "google-tpu-v6e"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "TPU v6e: HBM capacity"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog google-tpu-v6e"),
     .printed = "32 GB",
     .printedValue = 32,
     .unit = "GB",
     .computation = acceleratorHbmGb,
     .id = "google-tpu-v6e"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "TPU v6e: scale-up link"),
     .inputs =
         QT_TRANSLATE_NOOP("Reference", "catalog %1, bidirectional total = 2 × per direction"),
     .printed = "800 GB/s bidirectional (ICI)",
     .printedValue = 800,
     .unit = "GB/s",
     .note = QT_TRANSLATE_NOOP(
         "Reference",
         "Bidirectional total, as printed: %1 per direction, against NVLink 4.0's %2 per "
         "direction."),
     .computation = scaleUpLinkTotalGbps,
     .id = "google-tpu-v6e"},
    {.quantity = QT_TRANSLATE_NOOP("Reference", "TPU v6e: TDP"),
     .inputs = QT_TRANSLATE_NOOP("Reference", "catalog google-tpu-v6e"),
     .printed = "~600 W (estimate)",
     .printedValue = 600,
     .unit = "W",
     .note = QT_TRANSLATE_NOOP("Reference", "An estimate: Google publishes no per-chip TDP."),
     .computation = acceleratorTdpW,
     .id = "google-tpu-v6e"},
};

constexpr PrintedTable kTables[] = {
    {.id = "hardware",
     .title = QT_TRANSLATE_NOOP("Reference", "Current hardware reference (ca. 2025–2026)"),
     .source = QT_TRANSLATE_NOOP(
         "Reference",
         "Appendix hardware table; H100 from the roofline section, the bandwidth table "
         "and table 5"),
     .citesSources = true,
     .rows = kHardware},
};

} // namespace

std::span<const PrintedTable> printedHardwareTables()
{
    return kTables;
}

} // namespace fleet::reference
