<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Explain</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
The emptiest node&apos;s %n accelerator(s) carry its whole share over their own ports.</source>
        <translation>
            <numerusform>
The emptiest node&apos;s %n accelerator carries its whole share over its own port.</numerusform>
            <numerusform>
The emptiest node&apos;s %n accelerators carry its whole share over their own ports.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldSpec</name>
    <message numerus="yes">
        <source>accelerator(s)</source>
        <comment>unit after a count</comment>
        <translation>
            <numerusform>accelerator</numerusform>
            <numerusform>accelerators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>token(s)</source>
        <comment>unit after a count</comment>
        <translation>
            <numerusform>token</numerusform>
            <numerusform>tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <source>%1 is best on %2 of %n ranked rows</source>
        <translation>
            <numerusform>%1 is best on %2 of %n ranked row</numerusform>
            <numerusform>%1 is best on %2 of %n ranked rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::ChartDataDialog</name>
    <message numerus="yes">
        <source>%n row(s) of the chart&apos;s data; the arrow keys move between cells, Ctrl+C copies the selected cells as CSV.</source>
        <translation>
            <numerusform>%n row of the chart&apos;s data; the arrow keys move between cells, Ctrl+C copies the selected cells as CSV.</numerusform>
            <numerusform>%n rows of the chart&apos;s data; the arrow keys move between cells, Ctrl+C copies the selected cells as CSV.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::FleetPanel</name>
    <message numerus="yes">
        <source>%1 = %n node(s) of %2</source>
        <translation>
            <numerusform>%1 = %n node of %2</numerusform>
            <numerusform>%1 = %n nodes of %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::NodeMap</name>
    <message numerus="yes">
        <source>Where the groups sit: the first %n of %1 nodes</source>
        <translation>
            <numerusform>Where the groups sit: the first %n node of %1</numerusform>
            <numerusform>Where the groups sit: the first %n of %1 nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Where the groups sit: all %n node(s)</source>
        <translation>
            <numerusform>Where the groups sit: its %n node</numerusform>
            <numerusform>Where the groups sit: all %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n of %1 nodes</source>
        <translation>
            <numerusform>The first %n of %1 nodes</numerusform>
            <numerusform>The first %n of %1 nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::PowerView</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n accelerator</numerusform>
            <numerusform>%n accelerators</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::SeatMap</name>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n accelerator</numerusform>
            <numerusform>%n accelerators</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replica(s) of %4 (sized %5 busy) → %6</source>
        <translation>
            <numerusform>λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replica of %4 (sized %5 busy) → %6</numerusform>
            <numerusform>λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replicas of %4 (sized %5 busy) → %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::SweepPanel</name>
    <message numerus="yes">
        <source>%n point(s) of the open scenario not drawn: the scenario is invalid there (%1).</source>
        <translation>
            <numerusform>%n point of the open scenario not drawn: the scenario is invalid there (%1).</numerusform>
            <numerusform>%n points of the open scenario not drawn: the scenario is invalid there (%1).</numerusform>
        </translation>
    </message>
</context>
</TS>
