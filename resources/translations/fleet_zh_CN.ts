<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Accessibility</name>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>A chart.</source>
        <translation>一张图表。</translation>
    </message>
    <message>
        <source>A chart of %1 against %2.</source>
        <translation>%1 随 %2 变化的图表。</translation>
    </message>
    <message>
        <source>values</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Its context menu (the menu key or Shift+F10) shows its data as a table.</source>
        <translation>其上下文菜单（菜单键或 Shift+F10）可将数据显示为表格。</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Type a value from %1 to %2%3 (a unit may follow the number); Up and Down step it.</source>
        <translation>输入 %1 到 %2%3 之间的值（数字后可带单位）；上下方向键逐步调整。</translation>
    </message>
    <message>
        <source>Type a value from %1 to %2%3; Up and Down step it.</source>
        <translation>输入 %1 到 %2%3 之间的值；上下方向键逐步调整。</translation>
    </message>
    <message>
        <source>Type a value; Up and Down step it.</source>
        <translation>输入一个值；上下方向键逐步调整。</translation>
    </message>
    <message>
        <source>The arrow keys and Page Up and Page Down move it.</source>
        <translation>方向键和 Page Up、Page Down 键可移动它。</translation>
    </message>
    <message>
        <source>Type or pick one; the arrow keys go through the choices.</source>
        <translation>输入或选择一项；方向键逐项浏览选项。</translation>
    </message>
    <message>
        <source>The arrow keys go through the choices.</source>
        <translation>方向键逐项浏览选项。</translation>
    </message>
    <message>
        <source>Space switches it on or off.</source>
        <translation>空格键切换开或关。</translation>
    </message>
    <message>
        <source>Space or Enter presses it.</source>
        <translation>按空格键或回车键激活。</translation>
    </message>
    <message>
        <source>The arrow keys move between cells; Ctrl+C copies the selection.</source>
        <translation>方向键在单元格之间移动；Ctrl+C 复制所选内容。</translation>
    </message>
    <message>
        <source>Text; Tab moves on.</source>
        <translation>文本；Tab 键移到下一项。</translation>
    </message>
    <message>
        <source>The arrow keys switch between pages.</source>
        <translation>方向键在页面之间切换。</translation>
    </message>
    <message>
        <source>Tab reaches it; Enter or Space uses it.</source>
        <translation>Tab 键可到达；回车键或空格键使用它。</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>an untitled scenario</source>
        <translation>一个未命名场景</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot autosave to %1: %2</source>
        <translation>无法自动保存到 %1：%2</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>恢复未保存的更改？</translation>
    </message>
    <message>
        <source>Fleet Explorer did not close cleanly. Unsaved changes to %1 were saved automatically at %2.</source>
        <translation>Fleet Explorer 上次没有正常关闭。%1 的未保存更改已于 %2 自动保存。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Liquid-cooled AI data center</source>
        <translation>液冷 AI 数据中心</translation>
    </message>
    <message>
        <source>Liquid AI</source>
        <translation>液冷 AI</translation>
    </message>
    <message>
        <source>Best-in-class air-cooled</source>
        <translation>一流风冷</translation>
    </message>
    <message>
        <source>Best air</source>
        <translation>最佳风冷</translation>
    </message>
    <message>
        <source>Industry average</source>
        <translation>行业平均</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Legacy enterprise</source>
        <translation>传统企业</translation>
    </message>
    <message>
        <source>Legacy</source>
        <translation>传统</translation>
    </message>
    <message>
        <source>Traditional rack</source>
        <translation>传统机柜</translation>
    </message>
    <message>
        <source>Air-cooling limit</source>
        <translation>风冷上限</translation>
    </message>
    <message>
        <source>AI rack (current)</source>
        <translation>AI 机柜（当前）</translation>
    </message>
    <message>
        <source>AI rack (high density)</source>
        <translation>AI 机柜（高密度）</translation>
    </message>
    <message>
        <source>Generic 1T model</source>
        <translation>通用 1T 模型</translation>
    </message>
    <message>
        <source>TCP/IP Ethernet (100 GbE)</source>
        <translation>TCP/IP 以太网 (100 GbE)</translation>
    </message>
    <message>
        <source>Cross-data-center WAN</source>
        <translation>跨数据中心广域网</translation>
    </message>
</context>
<context>
    <name>Choice</name>
    <message>
        <source>Empirical (appendix table)</source>
        <translation>经验值（附录表）</translation>
    </message>
    <message>
        <source>The appendix&apos;s measured efficiencies (32/256/1,024/8,192 GPUs → 90/70/50/35 %), interpolated in log2 N and extrapolated beyond 8,192.</source>
        <translation>附录实测的扩展效率（32/256/1,024/8,192 GPU → 90/70/50/35 %），按 log2 N 插值，8,192 以上外推。</translation>
    </message>
    <message>
        <source>Network (from ρ)</source>
        <translation>网络（由 ρ 得出）</translation>
    </message>
    <message>
        <source>η_network = 1 / (1 + max(0, ρ − o)): the share of a step left after gradient communication that cannot hide behind compute.</source>
        <translation>η_network = 1 / (1 + max(0, ρ − o))：梯度通信中无法被计算掩盖的部分之外，一步所剩的比例。</translation>
    </message>
    <message>
        <source>Lower of the two</source>
        <translation>两者中较低者</translation>
    </message>
    <message>
        <source>The lower of the empirical and the network efficiency: the fabric binds once its η falls below the measured one.</source>
        <translation>经验效率与网络效率中较低的一个：一旦网络的 η 低于实测值，网络便成为瓶颈。</translation>
    </message>
    <message>
        <source>Set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>A scaling efficiency you measured or assume.</source>
        <translation>你实测或假设的扩展效率。</translation>
    </message>
    <message>
        <source>The compute time of one step on one accelerator (the appendix&apos;s 5 s for the 7B example).</source>
        <translation>单个加速器上一步的计算时间（附录 7B 示例中为 5 s）。</translation>
    </message>
    <message>
        <source>From the global batch</source>
        <translation>由全局批量得出</translation>
    </message>
    <message>
        <source>T_c = 6 · P · (G / N) / (R_peak · MFU): the batch is split over N accelerators, so T_c shrinks as N grows.</source>
        <translation>T_c = 6 · P · (G / N) / (R_peak · MFU)：批量分摊到 N 个加速器上，因此 T_c 随 N 增大而缩短。</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>Ring（环形）</translation>
    </message>
    <message>
        <source>A flat ring over all N at the slowest link it crosses (the appendix&apos;s ρ).</source>
        <translation>在全部 N 个加速器上的扁平环，以其经过的最慢链路为准（附录中的 ρ）。</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree（树形）</translation>
    </message>
    <message>
        <source>A flat tree: latency-optimal, bandwidth-poor.</source>
        <translation>扁平树：延迟最优，带宽较差。</translation>
    </message>
    <message>
        <source>Hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>A ring inside each node on the scale-up link, then a ring across nodes on the fabric.</source>
        <translation>先在每个节点内沿纵向扩展链路做环，再在节点之间沿网络做环。</translation>
    </message>
    <message>
        <source>Accelerators only</source>
        <translation>仅加速器</translation>
    </message>
    <message>
        <source>Cluster MTBF = MTTF / N (the appendix).</source>
        <translation>集群 MTBF = MTTF / N（附录）。</translation>
    </message>
    <message>
        <source>Nodes with components</source>
        <translation>节点及其组件</translation>
    </message>
    <message>
        <source>Every node also fails through its NICs, power supplies and other parts: λ = N / MTTF + ⌈N/g⌉ · Σ count / MTTF.</source>
        <translation>每个节点还会因网卡、电源等部件而故障：λ = N / MTTF + ⌈N/g⌉ · Σ 数量 / MTTF。</translation>
    </message>
    <message>
        <source>Overhead budget</source>
        <translation>开销预算</translation>
    </message>
    <message>
        <source>1 − (bubble + checkpointing + failure recovery + maintenance), each a fixed share (the appendix&apos;s budget).</source>
        <translation>1 − (气泡 + 检查点 + 故障恢复 + 维护)，各为固定比例（附录的预算）。</translation>
    </message>
    <message>
        <source>Derived from reliability</source>
        <translation>由可靠性推导</translation>
    </message>
    <message>
        <source>Checkpointing δ/τ and failures (R + δ + τ/2)/M come from the cluster&apos;s MTBF and the checkpoint interval.</source>
        <translation>检查点开销 δ/τ 与故障开销 (R + δ + τ/2)/M 由集群 MTBF 与检查点间隔得出。</translation>
    </message>
    <message>
        <source>Young&apos;s optimum</source>
        <translation>Young 最优值</translation>
    </message>
    <message>
        <source>τ = √(2δM) (Young 1974): first order, valid while δ ≪ M.</source>
        <translation>τ = √(2δM)（Young 1974）：一阶近似，适用于 δ ≪ M。</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum</source>
        <translation>Daly 最优值</translation>
    </message>
    <message>
        <source>Daly&apos;s higher-order optimum (2006): holds when a write is not small against the MTBF.</source>
        <translation>Daly 的高阶最优值（2006）：在写入时间相对 MTBF 不可忽略时仍然成立。</translation>
    </message>
    <message>
        <source>A checkpoint interval of your own.</source>
        <translation>你自己设定的检查点间隔。</translation>
    </message>
    <message>
        <source>Scaling efficiency from</source>
        <translation>扩展效率来源</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>AllReduce for ρ</source>
        <translation>用于 ρ 的 AllReduce</translation>
    </message>
    <message>
        <source>What fails</source>
        <translation>故障对象</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>运行有效吞吐</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>An MFU you measured or assume; the scaling efficiency then multiplies it (the appendix&apos;s reading).</source>
        <translation>你测得或假定的 MFU；随后再乘以扩展效率（附录的读法）。</translation>
    </message>
    <message>
        <source>From the training layout</source>
        <translation>来自训练布局</translation>
    </message>
    <message>
        <source>The MFU of one training step of the layout, which already pays its communication and bubble: the scaling efficiency is 1.</source>
        <translation>该布局一个训练步的 MFU，已计入其通信与气泡：扩展效率取 1。</translation>
    </message>
    <message>
        <source>All the rest</source>
        <translation>其余全部</translation>
    </message>
    <message>
        <source>d = N / (t × p): every accelerator the tensor and pipeline groups leave.</source>
        <translation>d = N / (t × p)：张量组和流水线组之外的全部加速器。</translation>
    </message>
    <message>
        <source>A data-parallel degree of your own; t × p × d must equal N.</source>
        <translation>自定的数据并行度；t × p × d 必须等于 N。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不重算</translation>
    </message>
    <message>
        <source>Every activation is kept: s · b · h · (34 + 5 · a · s / h) / t bytes per layer per micro-batch.</source>
        <translation>保留全部激活：每层每个微批 s · b · h · (34 + 5 · a · s / h) / t 字节。</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>The attention&apos;s activations are recomputed (Korthikanti et al. 2022): 34 · s · b · h / t bytes per layer, at almost no cost.</source>
        <translation>重算注意力部分的激活（Korthikanti 等，2022）：每层 34 · s · b · h / t 字节，几乎不增加开销。</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Only each layer&apos;s input is kept (2 · s · b · h / t bytes); the forward runs again: 4/3 of the compute, 6 AllReduces a layer.</source>
        <translation>只保留每层的输入（2 · s · b · h / t 字节）；前向再算一遍：计算量为 4/3，每层 6 次 AllReduce。</translation>
    </message>
    <message>
        <source>MFU from</source>
        <translation>MFU 来源</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>激活重算</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>The largest batch that fits in HBM and meets the TPOT target: the fewest replicas for the load.</source>
        <translation>HBM 放得下且满足 TPOT 目标的最大批大小：承载该负载所需的副本最少。</translation>
    </message>
    <message>
        <source>A batch of your own, sequences decoded together per replica.</source>
        <translation>自定的批大小，即每个副本一起解码的序列数。</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <translation>推理批大小</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Fleet Explorer — the physics of machine-learning fleets: roofline, scaling, communication, reliability, utilization, power and cooling, and the serving fleet.</source>
        <translation>Fleet Explorer — 机器学习集群的物理规律：顶线、扩展、通信、可靠性、利用率、功率与冷却，以及推理服务集群。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示本帮助并退出。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本号并退出。</translation>
    </message>
    <message>
        <source>Print the results of a scenario as JSON on stdout (&apos;-&apos; reads stdin), the serving fleet (serving.*) among them. Needs no display.</source>
        <translation>以 JSON 在标准输出打印一个场景的结果（“-”表示从标准输入读取），其中包括推理服务集群（serving.*）。无需显示器。</translation>
    </message>
    <message>
        <source>Print the hardware catalog.</source>
        <translation>打印硬件目录。</translation>
    </message>
    <message>
        <source>Merge a user catalog over the embedded one (repeatable).</source>
        <translation>将用户目录合并到内置目录之上（可重复）。</translation>
    </message>
    <message>
        <source>Render the window offscreen to a PNG and exit.</source>
        <translation>在屏幕外将窗口渲染为 PNG 并退出。</translation>
    </message>
    <message>
        <source>The view to show: %1.</source>
        <translation>要显示的视图：%1。</translation>
    </message>
    <message>
        <source>Screenshot size (default 1600x1000).</source>
        <translation>截图尺寸（默认 1600x1000）。</translation>
    </message>
    <message>
        <source>Font scale of the window, 1 to 2 (1.4 is the larger-font option).</source>
        <translation>窗口的字号缩放，1 到 2（1.4 即“更大字号”选项）。</translation>
    </message>
    <message>
        <source>Start in presentation mode (F5): panels folded, headline numbers large, projector colours; with --screenshot, render it offscreen.</source>
        <translation>以演示模式（F5）启动：面板收起，主要数字放大，使用投影配色；与 --screenshot 一起使用时在屏幕外渲染。</translation>
    </message>
    <message>
        <source>Open a lesson: a built-in one by name (%1) or a lesson file (JSON).</source>
        <translation>打开课程：按名称打开内置课程（%1），或打开课程文件（JSON）。</translation>
    </message>
    <message>
        <source>With --lesson: the step to open, from 1; with --reveal, revealed (a screenshot of a step).</source>
        <translation>与 --lesson 一起使用：要打开的步骤，从 1 开始；加上 --reveal 则为揭晓后的样子（某一步骤的截图）。</translation>
    </message>
    <message>
        <source>With --lesson and --screenshot: show the step&apos;s answer revealed (its right choice, or a prediction of the true value).</source>
        <translation>与 --lesson 和 --screenshot 一起使用：显示该步骤揭晓后的答案（正确的选项，或以真实值作为预测）。</translation>
    </message>
    <message>
        <source>Print the best training layouts of a scenario (tensor, pipeline and data parallelism, ZeRO, recomputation, micro-batch) that fit, ranked by MFU, as JSON; with --format markdown a table. Needs no display.</source>
        <translation>以 JSON 打印一个场景中放得下的最佳训练布局（张量、流水线与数据并行、ZeRO、激活重算、微批），按 MFU 排序；加 --format markdown 则输出表格。无需显示器。</translation>
    </message>
    <message>
        <source>Compare two or more scenario files (the positional arguments): every result of each design and its change vs the first, as JSON; with --format markdown the review table. Needs no display.</source>
        <translation>对比两个或更多场景文件（位置参数）：以 JSON 输出每个设计的全部结果及其相对第一个设计的变化；加 --format markdown 则输出评审表。无需显示器。</translation>
    </message>
    <message>
        <source>For one results key (e.g. run.training_time_s), the output with each numeric input of the scenario file moved by -10 % and +10 %, sorted by the size of the effect. Needs no display.</source>
        <translation>对一个结果键（例如 run.training_time_s），给出场景文件的每个数值输入分别变化 -10 % 和 +10 % 时的输出，按影响大小排序。无需显示器。</translation>
    </message>
    <message>
        <source>Write the design-review report of one or more scenario files: inputs and their differences, the comparison table, verdicts, flags, formulas and sources; the PDF also every view&apos;s charts. Renders offscreen.</source>
        <translation>写出一个或多个场景文件的设计评审报告：输入及其差异、对比表、结论、标记、公式与来源；PDF 还包含每个视图的图表。在屏幕外渲染。</translation>
    </message>
    <message>
        <source>Print the shipped field data (published measurements of real fleets) with the model&apos;s value for each entry&apos;s scenario and measured / model, as JSON; with --format markdown a table. Needs no display.</source>
        <translation>以 JSON 打印随附的实测数据（已发表的真实集群测量值），以及模型对每条记录的场景给出的值和实测 / 模型之比；加 --format markdown 则输出表格。无需显示器。</translation>
    </message>
    <message>
        <source>Sweep an output (a results key) against an input: --sweep OUTPUT_KEY INPUT_KEY FROM TO SCENARIO.json [MORE.json …]; one curve per file, as JSON (or --format csv). FROM and TO may carry a unit (&quot;100 GB/s&quot;). Needs no display.</source>
        <translation>让一个输出（结果键）随一个输入扫描：--sweep OUTPUT_KEY INPUT_KEY FROM TO SCENARIO.json [MORE.json …]；每个文件一条曲线，格式为 JSON（或 --format csv）。FROM 和 TO 可以带单位（&quot;100 GB/s&quot;）。无需显示器。</translation>
    </message>
    <message>
        <source>With --sweep: the number of points, 2 to 1,000 (default 64).</source>
        <translation>与 --sweep 一起使用：点数，2 到 1,000（默认 64）。</translation>
    </message>
    <message>
        <source>Output of --compare, --sensitivity, --plan and --field: json (default) or markdown; of --sweep: json or csv.</source>
        <translation>--compare、--sensitivity、--plan 和 --field 的输出格式：json（默认）或 markdown；--sweep 的输出格式：json 或 csv。</translation>
    </message>
    <message>
        <source>Interface language: %1 (default: the preferences, else the system&apos;s).</source>
        <translation>界面语言：%1（默认：偏好设置中的语言，否则为系统语言）。</translation>
    </message>
    <message>
        <source>Colour theme: %1 (default: the preferences).</source>
        <translation>配色主题：%1（默认：偏好设置中的主题）。</translation>
    </message>
    <message>
        <source>A scenario file to open (JSON); two to four: each is pinned as a design (A to D) in the Compare view, the first also opened; the files of --compare, --sensitivity and --export-report.</source>
        <translation>要打开的场景文件（JSON）；给出两到四个时，每个都在对比视图中固定为一个设计（A 到 D），并打开第一个；也是 --compare、--sensitivity 和 --export-report 读取的文件。</translation>
    </message>
</context>
<context>
    <name>Coupled</name>
    <message>
        <source>empirical table</source>
        <translation>经验表</translation>
    </message>
    <message>
        <source>network (η from ρ)</source>
        <translation>网络（由 ρ 得出 η）</translation>
    </message>
    <message>
        <source>lower of empirical and network</source>
        <translation>经验与网络中较低者</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <source>hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>Young&apos;s optimum</source>
        <translation>Young 最优值</translation>
    </message>
    <message>
        <source>Daly&apos;s optimum</source>
        <translation>Daly 最优值</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>from the global batch</source>
        <translation>由全局批量得出</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>AllReduce for ρ</source>
        <translation>用于 ρ 的 AllReduce</translation>
    </message>
    <message>
        <source>nodes with components</source>
        <translation>节点及其组件</translation>
    </message>
    <message>
        <source>accelerators only</source>
        <translation>仅加速器</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>derived from reliability</source>
        <translation>由可靠性推导</translation>
    </message>
    <message>
        <source>the overhead budget</source>
        <translation>开销预算</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>运行有效吞吐</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Host power per node</source>
        <translation>每节点主机功率</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Ridge point of the H100</source>
        <translation>H100 的脊点</translation>
    </message>
    <message>
        <source>Ridge point of the B200</source>
        <translation>B200 的脊点</translation>
    </message>
    <message>
        <source>Decoding an 8B model at batch 1 on one H100</source>
        <translation>在一块 H100 上以批大小 1 解码 8B 模型</translation>
    </message>
    <message>
        <source>Amdahl: 10 % serial work on 32 GPUs</source>
        <translation>Amdahl：32 个 GPU 上 10 % 的串行工作</translation>
    </message>
    <message>
        <source>AllReduce of a 7B model, data-parallel on 256 GPUs</source>
        <translation>7B 模型在 256 个 GPU 上数据并行的 AllReduce</translation>
    </message>
    <message>
        <source>AllReduce of a &quot;350M&quot; model (340M) on 256 GPUs</source>
        <translation>“350M”模型（340M）在 256 个 GPU 上的 AllReduce</translation>
    </message>
    <message>
        <source>16 MB per 1 ms layer over NVLink inside a node</source>
        <translation>节点内经 NVLink 每 1 ms 一层传输 16 MB</translation>
    </message>
    <message>
        <source>Failures on 8,192 GPUs: MTBF and the next 24 hours</source>
        <translation>8,192 个 GPU 的故障：MTBF 与接下来的 24 小时</translation>
    </message>
    <message>
        <source>Failures on 100,000 GPUs</source>
        <translation>100,000 个 GPU 的故障</translation>
    </message>
    <message>
        <source>Checkpointing a 175B model at 100 GB/s</source>
        <translation>以 100 GB/s 为 175B 模型写检查点</translation>
    </message>
    <message>
        <source>Checkpointing a 1T model at 100 GB/s</source>
        <translation>以 100 GB/s 为 1T 模型写检查点</translation>
    </message>
    <message>
        <source>Compound utilization of 1,024 H100 (goodput 0.82)</source>
        <translation>1,024 块 H100 的复合利用率（有效吞吐 0.82）</translation>
    </message>
    <message>
        <source>The overhead budget: bubble, checkpoints, failures, maintenance</source>
        <translation>开销预算：气泡、检查点、故障、维护</translation>
    </message>
    <message>
        <source>What a 2.5× speedup from 1,024 to 4,096 GPUs implies</source>
        <translation>从 1,024 到 4,096 个 GPU 加速 2.5× 意味着什么</translation>
    </message>
    <message>
        <source>Power of 10,000 H100 at PUE 1.40</source>
        <translation>PUE 1.40 下 10,000 块 H100 的功率</translation>
    </message>
    <message>
        <source>10 MW of IT at the legacy PUE 1.58 (10,000 B200)</source>
        <translation>传统 PUE 1.58 下 10 MW IT 负载（10,000 块 B200）</translation>
    </message>
    <message>
        <source>no such example</source>
        <translation>没有这个示例</translation>
    </message>
</context>
<context>
    <name>ExamplesMenu</name>
    <message>
        <source>E&amp;xamples</source>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>Opens the appendix&apos;s worked example as an untitled scenario</source>
        <translation>以未命名场景打开附录的算例</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Communication can hide
behind compute</source>
        <translation>通信可以被
计算掩盖</translation>
    </message>
    <message>
        <source>Communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <source>N = %1 &gt; %2 per node: the flat ring runs at %3</source>
        <translation>N = %1 &gt; 每节点 %2：扁平环以 %3 运行</translation>
    </message>
    <message>
        <source>N = %1 ≤ %2 per node: the ring stays on %3</source>
        <translation>N = %1 ≤ 每节点 %2：环留在 %3 上</translation>
    </message>
    <message>
        <source>Message M</source>
        <translation>消息 M</translation>
    </message>
    <message>
        <source>M set by hand</source>
        <translation>手动设定的 M</translation>
    </message>
    <message>
        <source>M = P × bytes per parameter</source>
        <translation>M = P × 每参数字节数</translation>
    </message>
    <message>
        <source>Appendix ρ table (7B × 2 B = 14 GB)</source>
        <translation>附录 ρ 表（7B × 2 B = 14 GB）</translation>
    </message>
    <message>
        <source>Ring AllReduce</source>
        <translation>环形 AllReduce</translation>
    </message>
    <message>
        <source>Patarasuk &amp; Yuan 2009; appendix ρ table (7B on 256 GPUs: 560.4 ms)</source>
        <translation>Patarasuk 与 Yuan 2009；附录 ρ 表（7B 在 256 个 GPU 上：560.4 ms）</translation>
    </message>
    <message>
        <source>Tree AllReduce</source>
        <translation>树形 AllReduce</translation>
    </message>
    <message>
        <source>T = 2⌈log2 N⌉ · (M/β + α)</source>
        <translation>T = 2⌈log2 N⌉ · (M/β + α)</translation>
    </message>
    <message>
        <source>2 × ⌈log2 %1⌉ × (%2 / %3 + %4) = %5</source>
        <translation>2 × ⌈log2 %1⌉ × (%2 / %3 + %4) = %5</translation>
    </message>
    <message>
        <source>Appendix: latency-optimal, bandwidth-poor</source>
        <translation>附录：延迟最优，带宽较差</translation>
    </message>
    <message>
        <source>Hierarchical AllReduce</source>
        <translation>分层 AllReduce</translation>
    </message>
    <message>
        <source>2 × [(g&apos;−1)/g&apos; · M/β_intra + (g&apos;−1)α_intra] + ring(M/g_min over ⌈N/g⌉ nodes on the fabric); g&apos; = the fullest node, g_min = the emptiest</source>
        <translation>2 × [(g&apos;−1)/g&apos; · M/β_intra + (g&apos;−1)α_intra] + 环(M/g_min，在节点间网络上跨 ⌈N/g⌉ 个节点)；g&apos; = 最满的节点，g_min = 最空的节点</translation>
    </message>
    <message>
        <source>Appendix: ring inside the node, tree or ring across nodes</source>
        <translation>附录：节点内做环，节点间做树或环</translation>
    </message>
    <message>
        <source>Sent per participant</source>
        <translation>每个参与者发送量</translation>
    </message>
    <message>
        <source>2(N−1) · M / N (→ 2M as N grows)</source>
        <translation>2(N−1) · M / N（N 增大时 → 2M）</translation>
    </message>
    <message>
        <source>Patarasuk &amp; Yuan 2009</source>
        <translation>Patarasuk 与 Yuan 2009</translation>
    </message>
    <message>
        <source>Compute per step T_c</source>
        <translation>每步计算时间 T_c</translation>
    </message>
    <message>
        <source>T_c set by hand (T_compute / N of one step)</source>
        <translation>手动设定的 T_c（一步的 T_compute / N）</translation>
    </message>
    <message>
        <source>Dense training compute 6 · P · tokens (Kaplan et al. 2020); the global batch split over N</source>
        <translation>稠密训练计算量 6 · P · token 数（Kaplan 等 2020）；全局批量分摊到 N 个加速器</translation>
    </message>
    <message>
        <source>Appendix ρ table (7B: 5 s per step)</source>
        <translation>附录 ρ 表（7B：每步 5 s）</translation>
    </message>
    <message>
        <source>ρ (%1 AllReduce)</source>
        <translation>ρ（%1 AllReduce）</translation>
    </message>
    <message>
        <source>ρ = T_comm / (T_compute / N)</source>
        <translation>ρ = T_comm / (T_compute / N)</translation>
    </message>
    <message>
        <source>Appendix equation 5 (7B: 0.11; 350M: ~3)</source>
        <translation>附录公式 5（7B：0.11；350M：约 3）</translation>
    </message>
    <message>
        <source>Transfer over %1</source>
        <translation>经 %1 传输</translation>
    </message>
    <message>
        <source>bytes / β (bandwidth bound only, no latency)</source>
        <translation>字节 / β（仅带宽下界，不含延迟）</translation>
    </message>
    <message>
        <source>Appendix ρ table, third row (16 MB over NVLink 4.0: ~0.04 ms)</source>
        <translation>附录 ρ 表第三行（经 NVLink 4.0 传输 16 MB：约 0.04 ms）</translation>
    </message>
    <message>
        <source>ρ (transfer)</source>
        <translation>ρ（传输）</translation>
    </message>
    <message>
        <source>transfer time / (T_compute / N)</source>
        <translation>传输时间 / (T_compute / N)</translation>
    </message>
    <message>
        <source>Appendix ρ table, third row (0.036 per 1 ms layer)</source>
        <translation>附录 ρ 表第三行（每 1 ms 一层时为 0.036）</translation>
    </message>
    <message>
        <source>Intra / inter bandwidth</source>
        <translation>节点内 / 节点间带宽</translation>
    </message>
    <message>
        <source>× per direction</source>
        <translation>×（单向）</translation>
    </message>
    <message>
        <source>β_intra / β_inter, both per direction</source>
        <translation>β_intra / β_inter，均为单向</translation>
    </message>
    <message>
        <source>Appendix: NVLink 4.0 is ~9× IB NDR per direction</source>
        <translation>附录：NVLink 4.0 单向带宽约为 IB NDR 的 9×</translation>
    </message>
    <message>
        <source>Tree beats ring below</source>
        <translation>树形优于环形的消息上限</translation>
    </message>
    <message>
        <source>never at this N</source>
        <translation>在此 N 下从不</translation>
    </message>
    <message>
        <source>M* = β·α·((N−1) − ⌈log2 N⌉) / (⌈log2 N⌉ − (N−1)/N)</source>
        <translation>M* = β·α·((N−1) − ⌈log2 N⌉) / (⌈log2 N⌉ − (N−1)/N)</translation>
    </message>
    <message>
        <source>The ring and tree formulas set equal</source>
        <translation>令环形与树形公式相等</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <source>hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>节点功率</translation>
    </message>
    <message>
        <source>g × TDP + host power per node</source>
        <translation>g × TDP + 每节点主机功率</translation>
    </message>
    <message>
        <source>Host power: CPUs, memory, NICs, fans (vendor system datasheet); </source>
        <translation>主机功率：CPU、内存、网卡、风扇（厂商整机数据手册）；</translation>
    </message>
    <message>
        <source>Accelerators only, as the appendix counts them; </source>
        <translation>与附录一样只计加速器；</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>a × TDP + ⌈a / g⌉ × host power, a = min(per node × nodes per rack, N)</source>
        <translation>a × TDP + ⌈a / g⌉ × 主机功率，a = min(每节点 × 每机柜节点数, N)</translation>
    </message>
    <message>
        <source>a = min(%1 × %2, %3) = %4; %4 × %5 + %6 × %7 = %8</source>
        <translation>a = min(%1 × %2, %3) = %4；%4 × %5 + %6 × %7 = %8</translation>
    </message>
    <message>
        <source>Appendix power section; </source>
        <translation>附录功率部分；</translation>
    </message>
    <message>
        <source>%1 ≤ %2: forced air is enough</source>
        <translation>%1 ≤ %2：强制风冷即可</translation>
    </message>
    <message>
        <source>%2 &lt; %1 &lt; %3: above the air-cooling limit</source>
        <translation>%2 &lt; %1 &lt; %3：超过风冷上限</translation>
    </message>
    <message>
        <source>%1 ≥ %2: high-density AI rack</source>
        <translation>%1 ≥ %2：高密度 AI 机柜</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid cooling</source>
        <translation>芯片直冷式液冷</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid
cooling</source>
        <translation>芯片直冷式
液冷</translation>
    </message>
    <message>
        <source>Cooling verdict</source>
        <translation>冷却结论</translation>
    </message>
    <message>
        <source>air ≤ %1 per rack; liquid above; direct-to-chip liquid from ~%2</source>
        <translation>每机柜风冷 ≤ %1；超过则液冷；约 %2 起芯片直冷式液冷</translation>
    </message>
    <message>
        <source>Appendix table 6 (the power density wall)</source>
        <translation>附录表 6（功率密度墙）</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>N × TDP + ⌈N / g⌉ × host power</source>
        <translation>N × TDP + ⌈N / g⌉ × 主机功率</translation>
    </message>
    <message>
        <source>Appendix rule of thumb (10,000 × 700 W = 7 MW); </source>
        <translation>附录经验法则（10,000 × 700 W = 7 MW）；</translation>
    </message>
    <message>
        <source>Facility load</source>
        <translation>设施负载</translation>
    </message>
    <message>
        <source>IT load × PUE</source>
        <translation>IT 负载 × PUE</translation>
    </message>
    <message>
        <source>The Green Grid 2007; appendix: 9.8 MW at PUE 1.40</source>
        <translation>The Green Grid 2007；附录：PUE 1.40 时为 9.8 MW</translation>
    </message>
    <message>
        <source>Facility overhead</source>
        <translation>设施开销</translation>
    </message>
    <message>
        <source>(PUE − 1) × IT load</source>
        <translation>(PUE − 1) × IT 负载</translation>
    </message>
    <message>
        <source>Appendix table 7 (400 kW per MW of IT at PUE 1.40)</source>
        <translation>附录表 7（PUE 1.40 时每 MW IT 负载对应 400 kW）</translation>
    </message>
    <message>
        <source>Annual energy</source>
        <translation>年能耗</translation>
    </message>
    <message>
        <source>facility load × 8,760 h</source>
        <translation>设施负载 × 8,760 h</translation>
    </message>
    <message>
        <source>Appendix power section</source>
        <translation>附录功率部分</translation>
    </message>
    <message>
        <source>Annual cost</source>
        <translation>年成本</translation>
    </message>
    <message>
        <source>annual energy × price</source>
        <translation>年能耗 × 电价</translation>
    </message>
    <message>
        <source>%1 × $%2/kWh = %3</source>
        <translation>%1 × $%2/kWh = %3</translation>
    </message>
    <message>
        <source>Price is an input (facility.electricity_usd_per_kwh)</source>
        <translation>电价为输入项（facility.electricity_usd_per_kwh）</translation>
    </message>
    <message>
        <source>Annual CO₂</source>
        <translation>年 CO₂ 排放</translation>
    </message>
    <message>
        <source>annual energy × grid intensity</source>
        <translation>年能耗 × 电网碳强度</translation>
    </message>
    <message>
        <source>%1 × %2 g/kWh = %3</source>
        <translation>%1 × %2 g/kWh = %3</translation>
    </message>
    <message>
        <source>Grid intensity is an input (facility.grid_gco2_per_kwh)</source>
        <translation>电网碳强度为输入项（facility.grid_gco2_per_kwh）</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>MTBF_sys = 1 / λ, λ = N / MTTF_acc + ⌈N/g⌉ · Σ countᵢ / MTTFᵢ</source>
        <translation>MTBF_sys = 1 / λ，λ = N / MTTF_acc + ⌈N/g⌉ · Σ 数量ᵢ / MTTFᵢ</translation>
    </message>
    <message>
        <source>λ = %1 / %2 + %3 × (%4) = %5 per hour → %6</source>
        <translation>λ = %1 / %2 + %3 × (%4) = 每小时 %5 → %6</translation>
    </message>
    <message>
        <source>Series system of independent parts with constant failure rates; the textbook&apos;s reliability appendix (10,000 GPUs: 4.14 h)</source>
        <translation>由恒定故障率独立部件组成的串联系统；教材可靠性附录（10,000 个 GPU：4.14 h）</translation>
    </message>
    <message>
        <source>MTBF_sys = MTTF_accelerator / N (exact for independent parts with constant failure rates)</source>
        <translation>MTBF_sys（集群平均故障间隔时间）= MTTF_accelerator / N（对恒定故障率的独立部件精确成立）</translation>
    </message>
    <message>
        <source>%1 / %2 = %3 = %4 min</source>
        <translation>%1 / %2 = %3 = %4 min</translation>
    </message>
    <message>
        <source>Appendix equation 1 and table 2 (8,192 GPUs: 366.2 min)</source>
        <translation>附录公式 1 与表 2（8,192 个 GPU：366.2 min）</translation>
    </message>
    <message>
        <source>accelerators %1</source>
        <translation>加速器 %1</translation>
    </message>
    <message>
        <source>Node MTBF</source>
        <translation>节点 MTBF</translation>
    </message>
    <message>
        <source>1 / (g / MTTF_acc + Σ countᵢ / MTTFᵢ)</source>
        <translation>1 / (g / MTTF_acc + Σ 数量ᵢ / MTTFᵢ)</translation>
    </message>
    <message>
        <source>The textbook&apos;s reliability appendix (8 GPUs + 2 NICs + 2 PSUs: 5,172.4 h)</source>
        <translation>教材可靠性附录（8 个 GPU + 2 块网卡 + 2 个电源：5,172.4 h）</translation>
    </message>
    <message>
        <source>Failures come from</source>
        <translation>故障来源</translation>
    </message>
    <message>
        <source>share of λ: (count × nodes / MTTF) / λ</source>
        <translation>占 λ 的比例：(数量 × 节点数 / MTTF) / λ</translation>
    </message>
    <message>
        <source>Each part&apos;s failure rate over the cluster&apos;s</source>
        <translation>每种部件的故障率占集群故障率的比例</translation>
    </message>
    <message>
        <source>P(failure within %1)</source>
        <translation>%1 内发生故障的概率 P</translation>
    </message>
    <message>
        <source>Appendix table 2 (98 % within 24 h at 8,192 GPUs)</source>
        <translation>附录表 2（8,192 个 GPU 在 24 h 内为 98 %）</translation>
    </message>
    <message>
        <source>Expected failures in %1</source>
        <translation>%1 内的预期故障次数</translation>
    </message>
    <message>
        <source>Constant failure rate (Poisson process)</source>
        <translation>恒定故障率（泊松过程）</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>P × bytes per parameter (14 B: BF16 weights + FP32 master, m, v)</source>
        <translation>P × 每参数字节数（14 B：BF16 权重 + FP32 主权重、m、v）</translation>
    </message>
    <message>
        <source>Appendix table 3 (175B: 2,450 GB)</source>
        <translation>附录表 3（175B：2,450 GB）</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>δ = checkpoint bytes / storage bandwidth</source>
        <translation>δ = 检查点字节数 / 存储带宽</translation>
    </message>
    <message>
        <source>Appendix table 3 (at 100 GB/s: 7B 0.98 s … 1T 2.3 min)</source>
        <translation>附录表 3（100 GB/s 时：7B 0.98 s … 1T 2.3 min）</translation>
    </message>
    <message>
        <source>Young&apos;s τ*</source>
        <translation>Young 的 τ*</translation>
    </message>
    <message>
        <source>
out of range (δ ≥ M/10): use Daly&apos;s</source>
        <translation>
超出适用范围（δ ≥ M/10）：请用 Daly 的</translation>
    </message>
    <message>
        <source>Young 1974 (first order, valid while δ ≪ MTBF; taken as δ &lt; M/10)</source>
        <translation>Young 1974（一阶，适用于 δ ≪ MTBF；此处取 δ &lt; M/10）</translation>
    </message>
    <message>
        <source>Daly&apos;s τ</source>
        <translation>Daly 的 τ</translation>
    </message>
    <message>
        <source>δ ≥ 2M: τ = M</source>
        <translation>δ ≥ 2M：τ = M</translation>
    </message>
    <message>
        <source>δ = %1, M = %2 → %3</source>
        <translation>δ = %1，M = %2 → %3</translation>
    </message>
    <message>
        <source>Daly 2006, higher-order optimum</source>
        <translation>Daly 2006，高阶最优值</translation>
    </message>
    <message>
        <source>Young&apos;s</source>
        <translation>Young 的</translation>
    </message>
    <message>
        <source>Daly&apos;s</source>
        <translation>Daly 的</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>Interval used</source>
        <translation>采用的间隔</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>τ: the scenario&apos;s choice</source>
        <translation>τ：场景所选</translation>
    </message>
    <message>
        <source>Sets the checkpoint and failure overheads of the derived goodput</source>
        <translation>决定推导出的有效吞吐中的检查点与故障开销</translation>
    </message>
    <message>
        <source>
capped: the first-order model fails here</source>
        <translation>
已封顶：一阶模型在此失效</translation>
    </message>
    <message>
        <source>δ / τ + τ / (2 · MTBF_sys) (first order)</source>
        <translation>δ / τ + τ / (2 · MTBF_sys)（一阶）</translation>
    </message>
    <message>
        <source>%1 with figures edited by hand</source>
        <translation>%1（数值经手动修改）</translation>
    </message>
    <message>
        <source>An upper bound: an ideal machine reaches it; measured systems typically land tens of percent below an analytical roofline.</source>
        <translation>这是上限：理想机器才能达到；实测系统通常比解析的顶线低数十个百分点。</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>%1 (%2 dense) / %3 = %4</source>
        <translation>%1（%2 稠密）/ %3 = %4</translation>
    </message>
    <message>
        <source>Williams et al. 2009; </source>
        <translation>Williams 等 2009；</translation>
    </message>
    <message>
        <source>Attainable (kernel)</source>
        <translation>可达性能（内核）</translation>
    </message>
    <message>
        <source>Roofline model (Williams et al. 2009)</source>
        <translation>顶线模型（Williams 等 2009）</translation>
    </message>
    <message>
        <source>Kernel bound</source>
        <translation>内核受限类型</translation>
    </message>
    <message>
        <source>Memory-bound</source>
        <translation>内存受限</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>I &lt; I_ridge → memory-bound; I ≥ I_ridge → compute-bound</source>
        <translation>I &lt; I_ridge → 内存受限；I ≥ I_ridge → 计算受限</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>内存受限</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>% of peak (kernel)</source>
        <translation>内核峰值占比</translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation>解码 tokens/s</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>B / max((W + KV) / BW, 2·P·B / R_peak), W = P · b_w, KV = B · L · k</source>
        <translation>B / max((W + KV) / BW, 2·P·B / R_peak)，W = P · b_w，KV = B · L · k</translation>
    </message>
    <message>
        <source>W = %1 × %2 B = %3; KV = %4 × %5 tokens × %6 = %7
%8 / max(%9 / %10, 2 × %1 × %4 / %11) = %12 tokens/s (%13)
%14</source>
        <translation>W = %1 × %2 B = %3；KV = %4 × %5 token × %6 = %7
%8 / max(%9 / %10, 2 × %1 × %4 / %11) = %12 tokens/s（%13）
%14</translation>
    </message>
    <message>
        <source> Attention FLOPs are left out (a few percent of the weights&apos; FLOPs at these contexts).</source>
        <translation> 未计入注意力的 FLOPs（在这些上下文长度下只占权重 FLOPs 的几个百分点）。</translation>
    </message>
    <message>
        <source>Appendix decode example (weights read once per step): 208.6 tokens/s for 8B BF16 on H100 at L = 0; KV cache per the model&apos;s attention shape</source>
        <translation>附录解码示例（每步读取一次权重）：H100 上 8B BF16、L = 0 时为 208.6 tokens/s；KV 缓存按模型的注意力结构计算</translation>
    </message>
    <message>
        <source>Decode intensity</source>
        <translation>解码算术强度</translation>
    </message>
    <message>
        <source>
memory-bound</source>
        <translation>
内存受限</translation>
    </message>
    <message>
        <source>
compute-bound</source>
        <translation>
计算受限</translation>
    </message>
    <message>
        <source>I = 2·P·B FLOPs / (W + KV) bytes</source>
        <translation>I = 2·P·B FLOPs / (W + KV) 字节</translation>
    </message>
    <message>
        <source>Appendix decode example: batch 1 in BF16 with no context gives 1 FLOP/byte</source>
        <translation>附录解码示例：BF16、批大小 1、无上下文时为 1 FLOP/byte</translation>
    </message>
    <message>
        <source>Prefill tokens/s</source>
        <translation>预填充 tokens/s</translation>
    </message>
    <message>
        <source>min(R_peak, I_prefill · BW) / (2 · P), I_prefill = 2 · tokens / b_w</source>
        <translation>min(R_peak, I_prefill · BW) / (2 · P)，I_prefill = 2 · token 数 / b_w</translation>
    </message>
    <message>
        <source>Roofline model at the prefill&apos;s intensity (weights read once per prompt)</source>
        <translation>预填充算术强度下的顶线模型（每个提示读取一次权重）</translation>
    </message>
    <message>
        <source>Memory (weights + KV)</source>
        <translation>显存（权重 + KV）</translation>
    </message>
    <message>
        <source>Fits:
%1 of %2</source>
        <translation>放得下：
%1 / %2</translation>
    </message>
    <message>
        <source>Does not fit:
%1 &gt; %2</source>
        <translation>放不下：
%1 &gt; %2</translation>
    </message>
    <message>
        <source>W + KV ≤ HBM capacity</source>
        <translation>W + KV ≤ HBM 容量</translation>
    </message>
    <message>
        <source>Appendix decode example (16.1 GB for 8B in BF16); </source>
        <translation>附录解码示例（8B BF16 为 16.1 GB）；</translation>
    </message>
    <message>
        <source>Amdahl speedup</source>
        <translation>Amdahl 加速比</translation>
    </message>
    <message>
        <source>Amdahl 1967; appendix (s = 0.10: 7.8× at 32 GPUs)</source>
        <translation>Amdahl 1967；附录（s = 0.10：32 个 GPU 时 7.8×）</translation>
    </message>
    <message>
        <source>Amdahl efficiency</source>
        <translation>Amdahl 效率</translation>
    </message>
    <message>
        <source>Amdahl 1967; appendix (24 % at 32 GPUs for s = 0.10)</source>
        <translation>Amdahl 1967；附录（s = 0.10 时 32 个 GPU 为 24 %）</translation>
    </message>
    <message>
        <source>Amdahl ceiling</source>
        <translation>Amdahl 上限</translation>
    </message>
    <message>
        <source>None (s = 0)</source>
        <translation>无（s = 0）</translation>
    </message>
    <message>
        <source>lim N→∞ S(N) = 1 / s</source>
        <translation>lim N→∞ S(N) = 1 / s</translation>
    </message>
    <message>
        <source>s = 0: the speedup grows without bound</source>
        <translation>s = 0：加速比无上限增长</translation>
    </message>
    <message>
        <source>Amdahl 1967</source>
        <translation>Amdahl 1967</translation>
    </message>
    <message>
        <source>Gustafson speedup</source>
        <translation>Gustafson 加速比</translation>
    </message>
    <message>
        <source>Gustafson 1988 (weak scaling)</source>
        <translation>Gustafson 1988（弱扩展）</translation>
    </message>
    <message>
        <source> (extrapolated)</source>
        <translation>（外推）</translation>
    </message>
    <message>
        <source>Empirical efficiency</source>
        <translation>经验扩展效率</translation>
    </message>
    <message>
        <source>η(N): the appendix table interpolated linearly in log2 N; beyond 8,192 its last slope continues (−5 points per doubling, at least 5 %)</source>
        <translation>η(N)：附录表按 log2 N 线性插值；8,192 以上沿最后一段斜率延续（每翻一倍下降 5 个百分点，最低 5 %）</translation>
    </message>
    <message>
        <source>η(%1) = %2%3 (table: 1 → 100 %, 32 → 90 %, 256 → 70 %, 1,024 → 50 %, 8,192 → 35 %)</source>
        <translation>η(%1) = %2%3（表：1 → 100 %，32 → 90 %，256 → 70 %，1,024 → 50 %，8,192 → 35 %）</translation>
    </message>
    <message>
        <source>Appendix table &quot;scaling efficiency by cluster size&quot;</source>
        <translation>附录表“按集群规模的扩展效率”</translation>
    </message>
    <message>
        <source>Empirical speedup</source>
        <translation>经验加速比</translation>
    </message>
    <message>
        <source>Appendix scaling-efficiency table</source>
        <translation>附录扩展效率表</translation>
    </message>
    <message>
        <source>Network efficiency</source>
        <translation>网络效率</translation>
    </message>
    <message>
        <source>ρ = %1 / %2 = %3; 1 / (1 + max(0, %3 − %4)) = %5</source>
        <translation>ρ = %1 / %2 = %3；1 / (1 + max(0, %3 − %4)) = %5</translation>
    </message>
    <message>
        <source>Gradient communication that cannot hide behind compute stretches every step</source>
        <translation>无法被计算掩盖的梯度通信会拉长每一步</translation>
    </message>
    <message>
        <source>empirical</source>
        <translation>经验</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>the empirical η</source>
        <translation>经验 η</translation>
    </message>
    <message>
        <source>the network&apos;s η</source>
        <translation>网络的 η</translation>
    </message>
    <message>
        <source>min(empirical %1, network %2)</source>
        <translation>min(经验 %1，网络 %2)</translation>
    </message>
    <message>
        <source>Scaling efficiency used</source>
        <translation>采用的扩展效率</translation>
    </message>
    <message>
        <source>η_scaling: the scenario&apos;s choice</source>
        <translation>η_scaling：场景所选</translation>
    </message>
    <message>
        <source>Enters the effective throughput N · R_peak · MFU · η_scaling · η_operational</source>
        <translation>进入有效算力 N · R_peak · MFU · η_scaling · η_operational</translation>
    </message>
    <message>
        <source>(%1 left out)</source>
        <translation>（排除 %1）</translation>
    </message>
    <message>
        <source>Peak (N × R_peak)</source>
        <translation>峰值（N × R_peak）</translation>
    </message>
    <message>
        <source>N × R_peak</source>
        <translation>N × R_peak</translation>
    </message>
    <message>
        <source>Appendix, perspective 1.4 (1,024 × 989 = 1,012,736 TFLOP/s)</source>
        <translation>附录，视角 1.4（1,024 × 989 = 1,012,736 TFLOP/s）</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>有效算力</translation>
    </message>
    <message>
        <source>R_eff = N · R_peak · MFU · η_scaling · η_operational</source>
        <translation>R_eff = N · R_peak · MFU · η_scaling · η_operational</translation>
    </message>
    <message>
        <source>Appendix, perspective 1.4 (207,610.9 TFLOP/s)</source>
        <translation>附录，视角 1.4（207,610.9 TFLOP/s）</translation>
    </message>
    <message>
        <source>Fraction of peak</source>
        <translation>有效峰值占比</translation>
    </message>
    <message>
        <source>MFU × η_scaling × η_operational</source>
        <translation>MFU × η_scaling × η_operational</translation>
    </message>
    <message>
        <source>Appendix: 20.5 % at 1,024 GPUs</source>
        <translation>附录：1,024 个 GPU 时为 20.5 %</translation>
    </message>
    <message>
        <source>0 %: the run never progresses</source>
        <translation>0 %：训练永远无法推进</translation>
    </message>
    <message>
        <source> (derived)</source>
        <translation>（推导）</translation>
    </message>
    <message>
        <source>Operational goodput</source>
        <translation>运行有效吞吐</translation>
    </message>
    <message>
        <source>1 − (bubble + δ/τ + (R + δ + τ/2)/M + maintenance)</source>
        <translation>1 − (气泡 + δ/τ + (R + δ + τ/2)/M + 维护)</translation>
    </message>
    <message>
        <source>1 − (bubble + checkpoint + failure recovery + maintenance)</source>
        <translation>1 − (气泡 + 检查点 + 故障恢复 + 维护)</translation>
    </message>
    <message>
        <source>δ = %1, τ = %2, R = %3, M = %4
</source>
        <translation>δ = %1，τ = %2，R = %3，M = %4
</translation>
    </message>
    <message>
        <source>Checkpoint and failure overheads from the reliability physics (Young 1974, Daly 2006; textbook reliability appendix: 2.9 % and 3.6 % for 10,000 H100, 175B)</source>
        <translation>检查点与故障开销由可靠性物理得出（Young 1974、Daly 2006；教材可靠性附录：10,000 个 H100、175B 时为 2.9 % 与 3.6 %）</translation>
    </message>
    <message>
        <source>Appendix table 4 (~77 %); the compound example uses 0.82, the budget without the bubble that MFU already contains</source>
        <translation>附录表 4（约 77 %）；复合示例用 0.82，即不含 MFU 已包含的气泡的预算</translation>
    </message>
    <message>
        <source>Where the rest went</source>
        <translation>其余去了哪里</translation>
    </message>
    <message>
        <source>MFU %1
scaling %2
operations %3</source>
        <translation>MFU %1
扩展 %2
运行 %3</translation>
    </message>
    <message>
        <source>shares of peak lost at each factor, in order</source>
        <translation>依次在每个因子处损失的峰值份额</translation>
    </message>
    <message>
        <source>1 − MFU = %1; MFU × (1 − η_s) = %2; MFU × η_s × (1 − η_op) = %3</source>
        <translation>1 − MFU = %1；MFU × (1 − η_s) = %2；MFU × η_s × (1 − η_op) = %3</translation>
    </message>
    <message>
        <source>Appendix, perspective 1.4 (in its example the three factors take four fifths of the peak)</source>
        <translation>附录，视角 1.4（在其示例中，这三个因子拿走了峰值的五分之四）</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>6 × %1 × %2 tokens = %3</source>
        <translation>6 × %1 × %2 token = %3</translation>
    </message>
    <message>
        <source>Dense Transformer rule (Kaplan et al. 2020); appendix weak-scaling section</source>
        <translation>稠密 Transformer 规则（Kaplan 等 2020）；附录弱扩展部分</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Wall-clock time = compute / effective throughput</source>
        <translation>墙钟时间 = 计算量 / 有效算力</translation>
    </message>
    <message>
        <source>Never finishes</source>
        <translation>永远无法完成</translation>
    </message>
    <message>
        <source>R_eff = 0: checkpoints and failures take all of the time</source>
        <translation>R_eff = 0：检查点与故障占用了全部时间</translation>
    </message>
    <message>
        <source>Derived goodput ≤ 0</source>
        <translation>推导出的有效吞吐 ≤ 0</translation>
    </message>
    <message>
        <source>Implied efficiency at N_t</source>
        <translation>N_t 处的隐含效率</translation>
    </message>
    <message>
        <source>
above 100 %: check the measurement</source>
        <translation>
超过 100 %：请检查测量</translation>
    </message>
    <message>
        <source>η(N_t) = observed speedup · N_b · η(N_b) / N_t</source>
        <translation>η(N_t) = 观测加速比 · N_b · η(N_b) / N_t</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 / %4 = %5 (empirical η(%4) = %6)</source>
        <translation>%1 × %2 × %3 / %4 = %5（经验 η(%4) = %6）</translation>
    </message>
    <message>
        <source>Appendix: 2.5× from 1,024 to 4,096 GPUs → 31.2 %</source>
        <translation>附录：从 1,024 到 4,096 个 GPU 为 2.5× → 31.2 %</translation>
    </message>
    <message>
        <source>Run totals</source>
        <translation>训练总量</translation>
    </message>
    <message>
        <source>None: the run never progresses</source>
        <translation>无：训练永远无法推进</translation>
    </message>
    <message>
        <source>energy, cost, CO₂ and accelerator-hours need a finite training time</source>
        <translation>能耗、成本、CO₂ 和加速器小时数需要有限的训练时间</translation>
    </message>
    <message>
        <source>Energy to train</source>
        <translation>训练能耗</translation>
    </message>
    <message>
        <source>facility load × training time</source>
        <translation>设施负载 × 训练时间</translation>
    </message>
    <message>
        <source>Facility load includes PUE and host power</source>
        <translation>设施负载已包含 PUE 与主机功率</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>energy × price (electricity only)</source>
        <translation>能耗 × 电价（仅电费）</translation>
    </message>
    <message>
        <source>CO₂ to train</source>
        <translation>训练 CO₂ 排放</translation>
    </message>
    <message>
        <source>energy × grid intensity</source>
        <translation>能耗 × 电网碳强度</translation>
    </message>
    <message>
        <source>Accelerator-hours</source>
        <translation>加速器小时数</translation>
    </message>
    <message>
        <source>N × training time</source>
        <translation>N × 训练时间</translation>
    </message>
    <message>
        <source>What the run occupies, whatever the price per hour</source>
        <translation>训练占用的资源，与每小时价格无关</translation>
    </message>
    <message>
        <source>g&apos; = %1, g_min = %2, %3: %4%5</source>
        <translation>g&apos; = %1，g_min = %2，%3：%4%5</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
The emptiest node&apos;s %n accelerator(s) carry its whole share over their own ports.</source>
        <translation>
            <numerusform>
最空节点的 %n 个加速器通过各自的端口承担其全部份额。</numerusform>
        </translation>
    </message>
    <message>
        <source>1, from the training layout</source>
        <translation>1，来自训练布局</translation>
    </message>
    <message>
        <source>does not fit by %1</source>
        <translation>放不下：超出 %1</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Cannot run on this cluster</source>
        <translation>无法在此集群上运行</translation>
    </message>
    <message>
        <source>t · p · d = N; t divides the heads; p ≤ layers; e divides d</source>
        <translation>t · p · d = N；t 整除头数；p ≤ 层数；e 整除 d</translation>
    </message>
    <message>
        <source>SPEC §8.1</source>
        <translation>SPEC §8.1</translation>
    </message>
    <message>
        <source>Memory per accelerator</source>
        <translation>每个加速器的内存</translation>
    </message>
    <message>
        <source>b_w·Ψ + b_w·Ψ + 12·Ψ + activations, ÷ d as ZeRO shards them</source>
        <translation>b_w·Ψ + b_w·Ψ + 12·Ψ + 激活，按 ZeRO 的切分 ÷ d</translation>
    </message>
    <message>
        <source>Ψ = %1 parameters per accelerator (ZeRO-%2)
weights %3 + gradients %4 + optimizer %5 + activations %6 = %7 of %8</source>
        <translation>Ψ = %1，即每个加速器的参数量（ZeRO-%2）
权重 %3 + 梯度 %4 + 优化器 %5 + 激活 %6 = %7 / %8</translation>
    </message>
    <message>
        <source>
(b_w = %1 B; optimizer 12 B per parameter%2; the extra activations interleaving keeps in flight are left out)</source>
        <translation>
（b_w = %1 B；优化器每参数 12 B%2；未计入交错调度额外保留在途的激活）</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2020 (ZeRO); Korthikanti et al. 2022 (activations); the appendix&apos;s 14 B/parameter state + BF16 gradients</source>
        <translation>Rajbhandari 等 2020（ZeRO）；Korthikanti 等 2022（激活）；附录的每参数 14 B 状态 + BF16 梯度</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>T_step = (m + (p − 1)/v) · (t_c + t_tp + t_pp + t_a2a) + exposed DP</source>
        <translation>T_step = (m + (p − 1)/v) · (t_c + t_tp + t_pp + t_a2a) + 未被掩盖的 DP</translation>
    </message>
    <message>
        <source>(%1 + %2) × (%3 + %4 + %5 + %6) + %7 = %8</source>
        <translation>(%1 + %2) × (%3 + %4 + %5 + %6) + %7 = %8</translation>
    </message>
    <message>
        <source>
(attention FLOPs are left out, as in 6 · P · D)</source>
        <translation>
（与 6 · P · D 一样，未计入注意力的 FLOPs）</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 (1F1B, interleaving); Shoeybi et al. 2019 (4 AllReduces per layer)</source>
        <translation>Narayanan 等 2021（1F1B、交错调度）；Shoeybi 等 2019（每层 4 次 AllReduce）</translation>
    </message>
    <message>
        <source>MFU from the layout</source>
        <translation>来自布局的 MFU</translation>
    </message>
    <message>
        <source>
Includes the communication and the bubble: use it with η_scaling = 1</source>
        <translation>
已含通信与气泡：配合 η_scaling = 1 使用</translation>
    </message>
    <message>
        <source>SPEC §8.3; published end-to-end MFUs: 38–43 % (Llama 3), 52 % (Megatron-LM)</source>
        <translation>SPEC §8.3；已发表的端到端 MFU：38–43 %（Llama 3）、52 %（Megatron-LM）</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Narayanan et al. 2021 (p = 4, m = 8: 3/11; v = 4: 3/35)</source>
        <translation>Narayanan 等 2021（p = 4，m = 8：3/11；v = 4：3/35）</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>SPEC §8.3</source>
        <translation>SPEC §8.3</translation>
    </message>
    <message>
        <source>Time to train (this layout)</source>
        <translation>训练所需时间（此布局）</translation>
    </message>
    <message>
        <source>SPEC §8.3; goodput as the utilization view has it</source>
        <translation>SPEC §8.3；有效吞吐取利用率视图中的值</translation>
    </message>
    <message>
        <source>goodput = 0: checkpoints and failures take all of the time</source>
        <translation>有效吞吐 = 0：检查点与故障占用了全部时间</translation>
    </message>
    <message>
        <source>Tensor group</source>
        <translation>张量组</translation>
    </message>
    <message>
        <source>t ≤ g keeps the tensor AllReduces on NVLink</source>
        <translation>t ≤ g 时张量并行的 AllReduce 留在 NVLink 上</translation>
    </message>
    <message>
        <source>Appendix: tensor parallelism inside the node, data parallelism between nodes (NVLink 450 GB/s vs NDR 50 GB/s)</source>
        <translation>附录：节点内张量并行，节点间数据并行（NVLink 450 GB/s 对比 NDR 50 GB/s）</translation>
    </message>
    <message>
        <source>every target met</source>
        <translation>所有目标均已满足</translation>
    </message>
    <message>
        <source>the batch does not fit in HBM</source>
        <translation>该批大小下 HBM 放不下</translation>
    </message>
    <message>
        <source>TPOT misses its target</source>
        <translation>TPOT 未达目标</translation>
    </message>
    <message>
        <source>TTFT misses its target</source>
        <translation>TTFT 未达目标</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>max(bytes / (BW · e_bw), FLOPs / R_peak) + 2 · L · T_ring(2 · B · h, t_s)</source>
        <translation>max(字节 / (BW · e_bw), FLOPs / R_peak) + 2 · L · T_ring(2 · B · h, t_s)</translation>
    </message>
    <message>
        <source>max(%1 / (%2 × %3), %4 / %5) + %6
= max(%7, %8) + %6 = %9 at B = %10</source>
        <translation>max(%1 / (%2 × %3), %4 / %5) + %6
= max(%7, %8) + %6 = %9（B = %10 时）</translation>
    </message>
    <message>
        <source>SPEC §9.2: the decode roofline with the KV cache (§6.1) and the replica&apos;s tensor-parallel AllReduces (Shoeybi et al. 2019); attention FLOPs left out</source>
        <translation>SPEC §9.2：含 KV 缓存的解码顶线（§6.1）加上副本的张量并行 AllReduce（Shoeybi 等 2019）；未计入注意力 FLOPs</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>max(2 · P_a · L_in / t_s / R_peak, P · b_w / t_s / (BW · e_bw)) + AllReduces</source>
        <translation>max(2 · P_a · L_in / t_s / R_peak, P · b_w / t_s / (BW · e_bw)) + AllReduce</translation>
    </message>
    <message>
        <source>SPEC §9.2; one prompt on an idle replica: queueing is left out</source>
        <translation>SPEC §9.2；空闲副本上的单个提示：未计入排队</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>请求延迟</translation>
    </message>
    <message>
        <source>SPEC §9.2</source>
        <translation>SPEC §9.2</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>在途请求</translation>
    </message>
    <message>
        <source>Q = λ · T (Little&apos;s law)</source>
        <translation>Q = λ · T（Little 定律）</translation>
    </message>
    <message>
        <source>%1 requests/s × %2 = %3 requests</source>
        <translation>%1 请求/s × %2 = %3 个请求</translation>
    </message>
    <message>
        <source>Little 1961; the appendix: inference is sized like a web service</source>
        <translation>Little 1961；附录：推理按 Web 服务的方式确定规模</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>B chosen automatically: the largest that fits and meets the TPOT target</source>
        <translation>B 自动选取：放得下且满足 TPOT 目标的最大值</translation>
    </message>
    <message>
        <source>B set by hand</source>
        <translation>手动设定的 B</translation>
    </message>
    <message>
        <source>Serving accelerators</source>
        <translation>推理服务加速器数</translation>
    </message>
    <message>
        <source>replicas × t_s</source>
        <translation>副本数 × t_s</translation>
    </message>
    <message>
        <source>A replica never spans two nodes: %1 nodes</source>
        <translation>副本从不跨越两个节点：共 %1 个节点</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>No batch meets them:
%1</source>
        <translation>没有批大小能满足：
%1</translation>
    </message>
    <message>
        <source>TPOT ≤ %1, TTFT ≤ %2, memory ≤ HBM</source>
        <translation>TPOT ≤ %1，TTFT ≤ %2，内存 ≤ HBM</translation>
    </message>
    <message>
        <source>TPOT %1, TTFT %2, memory %3 of %4; memory allows B ≤ %5</source>
        <translation>TPOT %1，TTFT %2，内存 %3 / %4；内存允许 B ≤ %5</translation>
    </message>
    <message>
        <source>SPEC §9.2; HBM %1</source>
        <translation>SPEC §9.2；HBM %1</translation>
    </message>
    <message>
        <source>Tokens/s per accelerator</source>
        <translation>每个加速器的 tokens/s</translation>
    </message>
    <message>
        <source>One busy accelerator&apos;s decode rate at the batch used</source>
        <translation>单个繁忙加速器在所用批大小下的解码速率</translation>
    </message>
    <message>
        <source>⌈%1 / %2⌉ = %3 racks; fullest rack %4</source>
        <translation>⌈%1 / %2⌉ = %3 个机柜；最满的机柜 %4</translation>
    </message>
    <message>
        <source>Appendix table 6 (air ≤ 30 kW per rack)</source>
        <translation>附录表 6（每机柜风冷 ≤ 30 kW）</translation>
    </message>
    <message>
        <source>Serving IT power</source>
        <translation>推理服务 IT 功率</translation>
    </message>
    <message>
        <source>accelerators × TDP + nodes × host power</source>
        <translation>加速器数 × TDP + 节点数 × 主机功率</translation>
    </message>
    <message>
        <source>Every accelerator counted at TDP</source>
        <translation>每个加速器均按 TDP 计</translation>
    </message>
    <message>
        <source>Serving facility power</source>
        <translation>推理服务设施功率</translation>
    </message>
    <message>
        <source>The Green Grid 2007</source>
        <translation>The Green Grid 2007</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>每输出 token 能耗</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>(accelerators × $/h + facility kW × $/kWh) / (λ · L_out · 3,600 / 10⁶)</source>
        <translation>(加速器数 × $/h + 设施 kW × $/kWh) / (λ · L_out · 3,600 / 10⁶)</translation>
    </message>
    <message>
        <source>No accelerator-hour price set: electricity only</source>
        <translation>未设定加速器小时价格：仅计电费</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>放得下，尚余 %1</translation>
    </message>
    <message>
        <source>crosses the node
(~9× slower)</source>
        <translation>跨越节点
（慢约 9×）</translation>
    </message>
    <message>
        <source>inside the node</source>
        <translation>位于节点内</translation>
    </message>
    <message>
        <source>%1 tensor ranks &gt; %2 per node: its AllReduces on the fabric</source>
        <translation>%1 个张量并行 rank &gt; 每节点 %2 个：其 AllReduce 走节点间网络</translation>
    </message>
    <message>
        <source>%1 of %2 accelerators of a node, on the scale-up link</source>
        <translation>占节点 %2 个加速器中的 %1 个，走纵向扩展链路</translation>
    </message>
    <message>
        <source>Serving racks</source>
        <translation>推理机柜数</translation>
    </message>
    <message>
        <source>⌈nodes / nodes per rack⌉</source>
        <translation>⌈节点数 / 每机柜节点数⌉</translation>
    </message>
    <message>
        <source>Serving cooling</source>
        <translation>推理集群散热</translation>
    </message>
    <message>
        <source>the power view&apos;s rules for the fullest rack</source>
        <translation>按功耗视图的规则判断最满的机柜</translation>
    </message>
    <message>
        <source>fullest rack %1; air ≤ 30 kW</source>
        <translation>最满的机柜 %1；风冷 ≤ 30 kW</translation>
    </message>
    <message>
        <source>First-order waste at τ*</source>
        <translation>τ* 处的一阶浪费</translation>
    </message>
    <message>
        <source>Young 1974 first-order model, without the restart time: not the goodput&apos;s checkpoint + failure terms, which add it at the interval used</source>
        <translation>Young 1974 一阶模型，未计重启时间：不同于有效吞吐中的检查点与故障两项（它们在所用间隔下计入重启时间）</translation>
    </message>
    <message>
        <source> (electricity)</source>
        <translation>（仅电费）</translation>
    </message>
    <message>
        <source>Serving memory per accelerator</source>
        <translation>推理服务每加速器内存</translation>
    </message>
</context>
<context>
    <name>FieldControl</name>
    <message>
        <source>%1: %2; kept %3.</source>
        <translation>%1：%2；保留 %3。</translation>
    </message>
</context>
<context>
    <name>FieldDataText</name>
    <message>
        <source>measured ÷ model = %1×</source>
        <translation>实测 ÷ 模型 = %1×</translation>
    </message>
    <message>
        <source>quoted from %1</source>
        <translation>转引自 %1</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>近似值</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>公开数据：%1</translation>
    </message>
</context>
<context>
    <name>FieldSpec</name>
    <message>
        <source>Cluster size</source>
        <translation>集群规模</translation>
    </message>
    <message>
        <source>N, the number of accelerators in the job (1 to 200,000). A DGX H100 SuperPOD is 256; Meta&apos;s clusters 24,576; the largest announced exceed 100,000 (appendix).</source>
        <translation>N，任务中的加速器数量（1 到 200,000）。一台 DGX H100 SuperPOD 有 256 个；Meta 的集群有 24,576 个；已宣布的最大集群超过 100,000 个（附录）。</translation>
    </message>
    <message>
        <source>Accelerators per node</source>
        <translation>每节点加速器数</translation>
    </message>
    <message>
        <source>per node</source>
        <translation>每节点</translation>
    </message>
    <message>
        <source>g, accelerators sharing the intra-node link (8 in a DGX/HGX node). Flat collectives over more than g accelerators run at the inter-node fabric.</source>
        <translation>g，共享节点内链路的加速器数（DGX/HGX 节点为 8）。跨越超过 g 个加速器的扁平集合通信以节点间网络的速度运行。</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>每机柜</translation>
    </message>
    <message>
        <source>Nodes in one rack. The fullest rack holds a = min(g × nodes per rack, N) accelerators; rack power = a × TDP + ⌈a / g⌉ × host power per node.</source>
        <translation>一个机柜中的节点数。最满的机柜容纳 a = min(g × 每机柜节点数, N) 个加速器；机柜功率 = a × TDP + ⌈a / g⌉ × 每节点主机功率。</translation>
    </message>
    <message>
        <source>Host power per node</source>
        <translation>每节点主机功率</translation>
    </message>
    <message>
        <source>Power per node beyond the accelerators: CPUs, memory, NICs, fans (W). 0 is the appendix&apos;s accelerators-only accounting; a DGX H100 draws 10.2 kW at most, 4,600 W of it outside the 8 GPUs.</source>
        <translation>每个节点除加速器之外的功率：CPU、内存、网卡、风扇（W）。0 即附录只计加速器的算法；一台 DGX H100 最大功耗 10.2 kW，其中 4,600 W 在 8 块 GPU 之外。</translation>
    </message>
    <message>
        <source>Model parameters</source>
        <translation>模型参数量</translation>
    </message>
    <message>
        <source>B params</source>
        <translation>B 参数</translation>
    </message>
    <message>
        <source>P, the model&apos;s parameter count (e.g. 7.0e9 for Llama-2-7B, 8.03e9 for Llama-3.1-8B).</source>
        <translation>P，模型的参数量（例如 Llama-2-7B 为 7.0e9，Llama-3.1-8B 为 8.03e9）。</translation>
    </message>
    <message>
        <source>Bytes per parameter</source>
        <translation>每参数字节数</translation>
    </message>
    <message>
        <source>B/param</source>
        <translation>B/参数</translation>
    </message>
    <message>
        <source>b_w, bytes per weight and per gradient element (2 for BF16, 1 for FP8).</source>
        <translation>b_w，每个权重及每个梯度元素的字节数（BF16 为 2，FP8 为 1）。</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>T tokens</source>
        <translation>T token</translation>
    </message>
    <message>
        <source>D, tokens seen in training; training compute C ≈ 6·P·D FLOPs (dense Transformer).</source>
        <translation>D，训练中见过的 token 数；训练计算量 C ≈ 6·P·D FLOPs（稠密 Transformer）。</translation>
    </message>
    <message>
        <source>Kernel intensity</source>
        <translation>内核算术强度</translation>
    </message>
    <message>
        <source>I = FLOPs / bytes moved of a custom kernel, placed on the roofline.</source>
        <translation>I = 自定义内核的 FLOPs / 移动的字节数，标在顶线上。</translation>
    </message>
    <message>
        <source>Decode batch</source>
        <translation>解码批大小</translation>
    </message>
    <message>
        <source>seq</source>
        <translation>条序列</translation>
    </message>
    <message>
        <source>B, sequences decoded together; each weight read is shared by B tokens, so intensity = 2·B / b_w.</source>
        <translation>B，同时解码的序列数；每次权重读取由 B 个 token 共享，因此算术强度 = 2·B / b_w。</translation>
    </message>
    <message>
        <source>Decode context</source>
        <translation>解码上下文</translation>
    </message>
    <message>
        <source>L, tokens of context each decoded sequence attends to. Its KV cache (B · L · k bytes) is read on every step and held in HBM beside the weights. 0 = the appendix&apos;s weights-only decode.</source>
        <translation>L，每条解码序列所关注的上下文 token 数。其 KV 缓存（B · L · k 字节）每一步都要读取，并与权重一起驻留在 HBM 中。0 即附录只读权重的解码。</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token KV 缓存</translation>
    </message>
    <message>
        <source>k, bytes of keys and values per token of context, summed over layers: 2 · layers · KV heads · head dim · 2 B in BF16 (Llama-2-7B: 524,288 B; Llama-3.1-8B: 131,072 B). Picking a model sets it.</source>
        <translation>k，每个上下文 token 的键与值的字节数，按层求和：BF16 下为 2 · 层数 · KV 头数 · 头维度 · 2 B（Llama-2-7B：524,288 B；Llama-3.1-8B：131,072 B）。选择模型时会自动设定。</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>T_compute / N, the compute time of one step on one accelerator (appendix: ~5 s for the 7B case); ρ = T_comm / this. Unset: derived from the global batch, 6 · P · (G / N) / (R_peak · MFU).</source>
        <translation>T_compute / N，单个加速器上一步的计算时间（附录：7B 示例约 5 s）；ρ = T_comm / 此值。未设定时由全局批量推导：6 · P · (G / N) / (R_peak · MFU)。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批量</translation>
    </message>
    <message>
        <source>M tokens</source>
        <translation>M token</translation>
    </message>
    <message>
        <source>G, tokens per optimizer step across the cluster (Llama 2: 4M = 4,194,304). Each accelerator computes G / N tokens per step, so the compute per step shrinks as N grows while the AllReduce does not.</source>
        <translation>G，整个集群每个优化器步的 token 数（Llama 2：4M = 4,194,304）。每个加速器每步计算 G / N 个 token，因此 N 增大时每步计算时间缩短，而 AllReduce 不变。</translation>
    </message>
    <message>
        <source>Prefill tokens</source>
        <translation>预填充 token 数</translation>
    </message>
    <message>
        <source>Prompt length of the prefill operating point; a dense pass reading weights once has intensity 2·tokens / b_w.</source>
        <translation>预填充工作点的提示长度；一次读取权重的稠密前向传播，其算术强度为 2·token 数 / b_w。</translation>
    </message>
    <message>
        <source>Training micro-batch</source>
        <translation>训练微批量</translation>
    </message>
    <message>
        <source>Tokens per accelerator per micro-batch for the training operating point (intensity 2·tokens / b_w; activations ignored).</source>
        <translation>训练工作点中每个加速器每个微批量的 token 数（算术强度 2·token 数 / b_w；忽略激活值）。</translation>
    </message>
    <message>
        <source>AllReduce message</source>
        <translation>AllReduce 消息</translation>
    </message>
    <message>
        <source>M, bytes reduced per step; unset = parameters × bytes per parameter (the gradients).</source>
        <translation>M，每步归约的字节数；未设定 = 参数量 × 每参数字节数（即梯度）。</translation>
    </message>
    <message>
        <source>Transfer size</source>
        <translation>传输大小</translation>
    </message>
    <message>
        <source>A point-to-point transfer for the bandwidth staircase (1 KB to 100 GB); the appendix&apos;s example moves 16 MB over NVLink 4.0.</source>
        <translation>用于带宽阶梯图的点对点传输（1 KB 到 100 GB）；附录的示例经 NVLink 4.0 传输 16 MB。</translation>
    </message>
    <message>
        <source>Serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>s, the share of wall-clock time that does not parallelize (synchronization, bubbles, checkpoint writes, Python); Amdahl ceiling 1/s.</source>
        <translation>s，墙钟时间中无法并行的比例（同步、气泡、检查点写入、Python）；Amdahl 上限为 1/s。</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: achieved / peak FLOP/s of one accelerator; well-tuned large-model training reaches 30–50 % (appendix).</source>
        <translation>模型 FLOPs 利用率：单个加速器实际达到的 / 峰值 FLOP/s；优化良好的大模型训练可达 30–50 %（附录）。</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>扩展效率</translation>
    </message>
    <message>
        <source>η_scaling set by hand. Unset: the appendix&apos;s table (32/256/1,024/8,192 GPUs → 90/70/50/35 %) interpolated linearly in log2 N, the network&apos;s η, or the lower of the two.</source>
        <translation>手动设定的 η_scaling。未设定时：附录的表（32/256/1,024/8,192 GPU → 90/70/50/35 %）按 log2 N 线性插值、网络的 η，或两者中较低者。</translation>
    </message>
    <message>
        <source>Communication overlap</source>
        <translation>通信重叠</translation>
    </message>
    <message>
        <source>o, the share of a step&apos;s compute that gradient communication can hide behind. η_network = 1 / (1 + max(0, ρ − o)); 100 % is the appendix&apos;s reading that ρ &lt; 1 can overlap.</source>
        <translation>o，一步的计算中可用来掩盖梯度通信的比例。η_network = 1 / (1 + max(0, ρ − o))；100 % 即附录中 ρ &lt; 1 时可以重叠的解读。</translation>
    </message>
    <message>
        <source>Observed speedup</source>
        <translation>观测加速比</translation>
    </message>
    <message>
        <source>Measured throughput ratio going from the baseline to the target cluster size (appendix: 2.5× from 1,024 to 4,096 GPUs).</source>
        <translation>从基准集群规模扩展到目标集群规模时实测的吞吐比（附录：从 1,024 到 4,096 个 GPU 为 2.5×）。</translation>
    </message>
    <message>
        <source>Baseline N</source>
        <translation>基准 N</translation>
    </message>
    <message>
        <source>N_b, the cluster size of the baseline run; its efficiency is the empirical η(N_b).</source>
        <translation>N_b，基准运行的集群规模；其效率为经验值 η(N_b)。</translation>
    </message>
    <message>
        <source>Target N</source>
        <translation>目标 N</translation>
    </message>
    <message>
        <source>N_t, the cluster size of the run whose speedup was observed.</source>
        <translation>N_t，观测到该加速比的运行的集群规模。</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Share of wall-clock time lost to pipeline fill and drain (appendix budget ~5 %).</source>
        <translation>因流水线填充与排空而损失的墙钟时间比例（附录预算约 5 %）。</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Share of wall-clock time spent writing checkpoints (appendix budget ~3 %).</source>
        <translation>用于写检查点的墙钟时间比例（附录预算约 3 %）。</translation>
    </message>
    <message>
        <source>Failure recovery</source>
        <translation>故障恢复</translation>
    </message>
    <message>
        <source>Share of wall-clock time lost to detecting failures, restarting and recomputing (appendix budget ~10 %).</source>
        <translation>因检测故障、重启和重新计算而损失的墙钟时间比例（附录预算约 10 %）。</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护窗口</translation>
    </message>
    <message>
        <source>Share of wall-clock time in maintenance windows (appendix budget ~5 %).</source>
        <translation>处于维护窗口的墙钟时间比例（附录预算约 5 %）。</translation>
    </message>
    <message>
        <source>Accelerator MTTF</source>
        <translation>加速器 MTTF</translation>
    </message>
    <message>
        <source>Mean time to failure of one accelerator (appendix: 50,000 h). Cluster MTBF = MTTF / N.</source>
        <translation>单个加速器的平均失效时间（附录：50,000 h）。集群 MTBF（平均故障间隔时间）= MTTF / N。</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>时间窗口</translation>
    </message>
    <message>
        <source>Time window for P(≥ 1 failure) and the expected number of failures (appendix: 24 h).</source>
        <translation>计算 P(≥ 1 次故障) 与预期故障次数的时间窗口（附录：24 h）。</translation>
    </message>
    <message>
        <source>Checkpoint bytes/param</source>
        <translation>每参数检查点字节数</translation>
    </message>
    <message>
        <source>Checkpoint state per parameter: 14 B for mixed-precision Adam (2 B BF16 weights + 12 B FP32 master, m, v; appendix table 3).</source>
        <translation>每个参数的检查点状态：混合精度 Adam 为 14 B（2 B BF16 权重 + 12 B FP32 主权重、m、v；附录表 3）。</translation>
    </message>
    <message>
        <source>Storage bandwidth</source>
        <translation>存储带宽</translation>
    </message>
    <message>
        <source>Aggregate checkpoint write bandwidth (appendix table 3: 100 GB/s).</source>
        <translation>检查点写入的聚合带宽（附录表 3：100 GB/s）。</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>τ, the time between checkpoints, set by hand. Unset: Young&apos;s optimum √(2δM) or Daly&apos;s higher-order one.</source>
        <translation>τ，两次检查点之间的时间，手动设定。未设定时：Young 最优值 √(2δM) 或 Daly 的高阶最优值。</translation>
    </message>
    <message>
        <source>Restart overhead</source>
        <translation>重启开销</translation>
    </message>
    <message>
        <source>R, time to detect a failure and reschedule the job (30 s + 60 s in the textbook&apos;s reliability appendix); reloading the checkpoint adds δ.</source>
        <translation>R，检测到故障并重新调度任务所需的时间（教材可靠性附录中为 30 s + 60 s）；重新加载检查点另需 δ。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness = facility / IT energy (The Green Grid 2007). Appendix tiers 1.06 / 1.12 / 1.40 / 1.58.</source>
        <translation>电能利用效率 = 设施能耗 / IT 能耗（The Green Grid 2007）。附录档位为 1.06 / 1.12 / 1.40 / 1.58。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>USD/kWh</source>
        <translation>美元/kWh</translation>
    </message>
    <message>
        <source>Electricity price for the annual cost.</source>
        <translation>用于计算年度成本的电价。</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳强度</translation>
    </message>
    <message>
        <source>Carbon intensity of the grid for the annual CO₂ (429 g/kWh default).</source>
        <translation>用于计算年度 CO₂ 排放的电网碳强度（默认 429 g/kWh）。</translation>
    </message>
    <message>
        <source>Peak (dense)</source>
        <translation>峰值（稠密）</translation>
    </message>
    <message>
        <source>Dense tensor peak at the selected precision (datasheet). Editing it marks the accelerator custom.</source>
        <translation>所选精度下的稠密张量峰值（数据手册）。修改后该加速器标记为自定义。</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>Memory bandwidth of the accelerator&apos;s HBM (datasheet). Editing it marks the accelerator custom.</source>
        <translation>加速器 HBM 的内存带宽（数据手册）。修改后该加速器标记为自定义。</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>HBM capacity (datasheet); the decode weights must fit. Editing it marks the accelerator custom.</source>
        <translation>HBM 容量（数据手册）；解码时权重必须放得下。修改后该加速器标记为自定义。</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Thermal design power of one accelerator (datasheet). Editing it marks the accelerator custom.</source>
        <translation>单个加速器的热设计功耗（数据手册）。修改后该加速器标记为自定义。</translation>
    </message>
    <message>
        <source>Intra-node BW / dir.</source>
        <translation>节点内单向带宽</translation>
    </message>
    <message>
        <source>Bandwidth per direction of the intra-node (scale-up) link. Editing it marks the link custom.</source>
        <translation>节点内（纵向扩展）链路的单向带宽。修改后该链路标记为自定义。</translation>
    </message>
    <message>
        <source>Intra-node latency</source>
        <translation>节点内延迟</translation>
    </message>
    <message>
        <source>One-way latency α of the intra-node link. Editing it marks the link custom.</source>
        <translation>节点内链路的单向延迟 α。修改后该链路标记为自定义。</translation>
    </message>
    <message>
        <source>Inter-node BW / dir.</source>
        <translation>节点间单向带宽</translation>
    </message>
    <message>
        <source>Bandwidth per direction of the inter-node fabric port per accelerator. Editing it marks the link custom.</source>
        <translation>每个加速器的节点间网络端口的单向带宽。修改后该链路标记为自定义。</translation>
    </message>
    <message>
        <source>Inter-node latency</source>
        <translation>节点间延迟</translation>
    </message>
    <message>
        <source>One-way latency α of the inter-node fabric. Editing it marks the link custom.</source>
        <translation>节点间网络的单向延迟 α。修改后该链路标记为自定义。</translation>
    </message>
    <message numerus="yes">
        <source>accelerator(s)</source>
        <comment>unit after a count</comment>
        <translation>
            <numerusform>个加速器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>token(s)</source>
        <comment>unit after a count</comment>
        <translation>
            <numerusform>个 token</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>s, tokens per training sequence (4,096 for Llama 2). Sets the activations and the tensor-parallel messages of the training layout.</source>
        <translation>s，每条训练序列的 token 数（Llama 2 为 4,096）。决定训练布局的激活量和张量并行的消息大小。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <source>L, transformer layers (Llama-2-7B: 32). The pipeline stages split them; picking a model sets it.</source>
        <translation>L，Transformer 层数（Llama-2-7B：32）。由流水线各级分担；选择模型时自动设置。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>h, the model&apos;s hidden size = heads × head dimension (Llama-2-7B: 4,096). Sets the activations and the messages of tensor and pipeline parallelism; picking a model sets it.</source>
        <translation>h，模型的隐藏维度 = 头数 × 头维度（Llama-2-7B：4,096）。决定激活量以及张量并行和流水线并行的消息大小；选择模型时自动设置。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>头</translation>
    </message>
    <message>
        <source>a, attention (query) heads per layer (Llama-2-7B: 32). The tensor-parallel degree must divide it; picking a model sets it.</source>
        <translation>a，每层的注意力（查询）头数（Llama-2-7B：32）。张量并行度必须整除它；选择模型时自动设置。</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>P_a, parameters used per token, at most P (a mixture of experts: Mixtral 8x7B uses 12.9 B of its 46.7 B). Unset: P, a dense model.</source>
        <translation>P_a，每个 token 用到的参数，不超过 P（混合专家模型：Mixtral 8x7B 在 46.7 B 中用 12.9 B）。未设置时为 P，即稠密模型。</translation>
    </message>
    <message>
        <source>Expert parameters</source>
        <translation>专家参数</translation>
    </message>
    <message>
        <source>P_e, parameters inside the experts, at most P; expert parallelism shards them. 0: a dense model.</source>
        <translation>P_e，专家内部的参数，不超过 P；专家并行将其切分。0 表示稠密模型。</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每个 token 的专家数</translation>
    </message>
    <message>
        <source>k_e, experts each token is routed to (Mixtral: 2). Scales the expert all-to-all&apos;s message.</source>
        <translation>k_e，每个 token 路由到的专家数（Mixtral：2）。按比例放大专家并行 All-to-All 的消息。</translation>
    </message>
    <message>
        <source>Layers with experts</source>
        <translation>含专家的层数</translation>
    </message>
    <message>
        <source>Layers that hold experts, at most L; each costs four all-to-alls per micro-batch with expert parallelism. Unset: every layer.</source>
        <translation>含有专家的层数，不超过 L；启用专家并行时每层每个微批需四次 All-to-All。未设置时为全部层。</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>t, accelerators that split each layer&apos;s matrices (Megatron-LM); it must divide the heads. Four AllReduces per layer per micro-batch, on the scale-up link while t ≤ g.</source>
        <translation>t，切分每层矩阵的加速器数（Megatron-LM）；必须整除头数。每层每个微批四次 AllReduce，t ≤ g 时走节点内互联。</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <source>p, stages the layers are split into, at most the layers; the bubble is (p − 1) / v of m + (p − 1) / v slots.</source>
        <translation>p，层被切分成的级数，不超过层数；气泡占 m + (p − 1) / v 个时隙中的 (p − 1) / v。</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>d, replicas of the model; t × p × d must equal N. Unset (&quot;auto&quot;): N / (t × p).</source>
        <translation>d，模型副本数；t × p × d 必须等于 N。未设置（&quot;auto&quot;）时为 N / (t × p)。</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>e, accelerators of the data-parallel group that split the experts (a mixture of experts); it must divide d. Four all-to-alls per MoE layer per micro-batch.</source>
        <translation>e，数据并行组中切分专家的加速器数（混合专家模型）；必须整除 d。每个 MoE 层每个微批四次 All-to-All。</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>z, what the data-parallel group shards (Rajbhandari et al. 2020): 1 the optimizer state, 2 also the gradients, 3 also the weights (its AllReduce costs 1.5×); 0 nothing.</source>
        <translation>z，数据并行组切分的内容（Rajbhandari 等，2020）：1 切分优化器状态，2 再加梯度，3 再加权重（其 AllReduce 代价为 1.5 倍）；0 不切分。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>b, sequences per micro-batch; a step has m = G / (s · b · d) micro-batches.</source>
        <translation>b，每个微批的序列数；一步有 m = G / (s · b · d) 个微批。</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟级数</translation>
    </message>
    <message>
        <source>v, model chunks per stage in interleaved 1F1B (Narayanan et al. 2021): the bubble shrinks v-fold, the pipeline sends grow v-fold. 1 = plain 1F1B.</source>
        <translation>v，交错 1F1B 中每级的模型块数（Narayanan 等，2021）：气泡缩小为 1/v，流水线发送增加为 v 倍。1 为普通 1F1B。</translation>
    </message>
    <message>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <source>e_c, the share of peak the layers&apos; matrix multiplies reach on one accelerator with no communication and no bubble.</source>
        <translation>e_c，在无通信、无气泡时各层矩阵乘法在单个加速器上达到的峰值比例。</translation>
    </message>
    <message>
        <source>Arrival rate</source>
        <translation>到达率</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/s</translation>
    </message>
    <message>
        <source>λ, requests arriving per second. Little&apos;s law Q = λ · T (Little 1961) gives the requests in flight, hence the replicas.</source>
        <translation>λ，每秒到达的请求数。由 Little 定律 Q = λ · T（Little 1961）得出在途请求数，进而得出副本数。</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示长度</translation>
    </message>
    <message>
        <source>L_in, prompt tokens per request: its prefill sets the time to first token, and its KV cache stays in HBM while the answer is decoded.</source>
        <translation>L_in，每个请求的提示 token 数：其预填充决定首 token 时间，解码回答期间其 KV 缓存一直驻留在 HBM 中。</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>L_out, tokens generated per request; the request takes TTFT + L_out · TPOT, and decode attends to a mean context of L_in + L_out / 2.</source>
        <translation>L_out，每个请求生成的 token 数；请求耗时 TTFT + L_out · TPOT，解码关注的平均上下文为 L_in + L_out / 2。</translation>
    </message>
    <message>
        <source>Accelerators per replica</source>
        <translation>每副本加速器数</translation>
    </message>
    <message>
        <source>t_s, the tensor-parallel degree of one replica, inside one node (at most the accelerators per node): weights and KV cache split t_s ways, two ring AllReduces per layer on the scale-up link.</source>
        <translation>t_s，单个副本的张量并行度，限于一个节点内（不超过每节点加速器数）：权重与 KV 缓存切分为 t_s 份，每层在纵向扩展链路上做两次环形 AllReduce。</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <translation>推理服务批大小</translation>
    </message>
    <message>
        <source>B, sequences one replica decodes together, set by hand. Unset (&quot;auto&quot;): the largest batch that fits in HBM and meets the TPOT target.</source>
        <translation>B，单个副本一起解码的序列数，手动设定。未设置（&quot;auto&quot;）时为 HBM 放得下且满足 TPOT 目标的最大批大小。</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>The target time per output token (s). The automatic batch is the largest whose decode step meets it.</source>
        <translation>每输出 token 时间的目标值（s）。自动批大小取解码步满足该目标的最大值。</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <source>The target time to first token (s): one prompt&apos;s prefill, queueing left out.</source>
        <translation>首 token 时间的目标值（s）：单个提示的预填充，未计入排队。</translation>
    </message>
    <message>
        <source>Target utilization</source>
        <translation>目标利用率</translation>
    </message>
    <message>
        <source>u, how busy the replicas are sized to be: replicas = ⌈Q / (B · u)⌉. Below 100 % leaves headroom for bursts.</source>
        <translation>u，配置副本时设定的繁忙程度：副本数 = ⌈Q / (B · u)⌉。低于 100 % 可为突发流量留出余量。</translation>
    </message>
    <message>
        <source>HBM bandwidth reached</source>
        <translation>可达 HBM 带宽比例</translation>
    </message>
    <message>
        <source>e_bw, the share of the HBM bandwidth decode and prefill reach (100 % is the roofline&apos;s bound; measured batch-1 decode reaches about 70 %).</source>
        <translation>e_bw，解码与预填充所达到的 HBM 带宽比例（100 % 为顶线的上限；实测批大小 1 的解码约达 70 %）。</translation>
    </message>
    <message>
        <source>Accelerator-hour price</source>
        <translation>加速器小时价格</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>美元/h</translation>
    </message>
    <message>
        <source>Price of one accelerator for one hour (rent or amortized purchase). 0: the cost per token is electricity only.</source>
        <translation>一块加速器一小时的价格（租金或摊销的购置费）。0：每 token 成本只算电费。</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <comment>a count in each node: 8 per node</comment>
        <translation>每节点 %1 个</translation>
    </message>
    <message>
        <source>%1 per rack</source>
        <comment>a count in each rack: 4 per rack</comment>
        <translation>每机柜 %1 个</translation>
    </message>
</context>
<context>
    <name>Flags</name>
    <message>
        <source>Scaling efficiency is extrapolated beyond the appendix&apos;s table (N &gt; 8,192): −5 points per doubling.</source>
        <translation>扩展效率是超出附录表范围的外推值（N &gt; 8,192）：每翻一倍下降 5 个百分点。</translation>
    </message>
    <message>
        <source>The extrapolated scaling efficiency is held at its 5 % floor.</source>
        <translation>外推的扩展效率已停在 5 % 的下限。</translation>
    </message>
    <message>
        <source>Young&apos;s formula is out of range: a checkpoint write is not small against the MTBF (δ ≥ M/10). Use Daly&apos;s interval.</source>
        <translation>Young 公式超出适用范围：检查点写入时间相对 MTBF 不可忽略（δ ≥ M/10）。请使用 Daly 间隔。</translation>
    </message>
    <message>
        <source>A checkpoint write takes two MTBFs or more: Daly&apos;s interval is taken as the MTBF.</source>
        <translation>一次检查点写入需要两个 MTBF 或更久：Daly 间隔取为 MTBF。</translation>
    </message>
    <message>
        <source>The first-order wasted-time fraction reaches 100 % and is shown capped at 100 %.</source>
        <translation>一阶浪费时间比例达到 100 %，显示时封顶为 100 %。</translation>
    </message>
    <message>
        <source>The run never progresses: checkpoints and failures take all of the time (derived goodput ≤ 0).</source>
        <translation>训练永远无法推进：检查点与故障占用了全部时间（推导出的有效吞吐 ≤ 0）。</translation>
    </message>
    <message>
        <source>The cluster is smaller than one rack: rack power counts only the cluster&apos;s accelerators, in a partly filled rack.</source>
        <translation>集群小于一个机柜：机柜功率只计入集群的加速器，机柜未装满。</translation>
    </message>
    <message>
        <source>The training layout cannot run on this cluster (see the layout): its results are zero, and an MFU from the layout falls back to the MFU set.</source>
        <translation>该训练布局无法在此集群上运行（见布局）：其结果为零，来自布局的 MFU 退回到设定的 MFU。</translation>
    </message>
    <message>
        <source>The global batch is not a whole number of micro-batches: the layout trains on the nearest whole number of them.</source>
        <translation>全局批次不是微批的整数倍：布局按最接近的整数个微批训练。</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>Air cooling is enough</source>
        <translation>风冷即可</translation>
    </message>
    <message>
        <source>Liquid cooling required</source>
        <translation>需要液冷</translation>
    </message>
    <message>
        <source>Direct-to-chip liquid cooling required</source>
        <translation>需要芯片直冷式液冷</translation>
    </message>
</context>
<context>
    <name>GoalSeek</name>
    <message>
        <source>%1 = %2 meets the target (%3 %4): %5.</source>
        <translation>%1 = %2 达到目标（%3 %4）：%5。</translation>
    </message>
    <message>
        <source>Every value of %1 from %2 to %3 meets the target (%4 %5); now %6.</source>
        <translation>%1 从 %2 到 %3 的每个值都达到目标（%4 %5）；当前为 %6。</translation>
    </message>
    <message>
        <source>No value of %1 from %2 to %3 meets the target (%4 %5); the closest is %6, with %7.</source>
        <translation>%1 从 %2 到 %3 的任何值都达不到目标（%4 %5）；最接近的是 %6，对应 %7。</translation>
    </message>
    <message>
        <source>Type a target value.</source>
        <translation>请输入目标值。</translation>
    </message>
    <message>
        <source>The target must be a finite number.</source>
        <translation>目标必须是有限的数。</translation>
    </message>
</context>
<context>
    <name>GoalSeekDialog</name>
    <message>
        <source>Accelerators needed to train in 30 days</source>
        <translation>30 天内完成训练所需的加速器数</translation>
    </message>
    <message>
        <source>Accelerator MTTF for P(failure within the horizon) ≤ 50 %</source>
        <translation>使 P(时间窗口内故障) ≤ 50 % 的加速器 MTTF</translation>
    </message>
    <message>
        <source>Nodes per rack that keep a rack air-cooled (30 kW)</source>
        <translation>使机柜保持风冷（30 kW）的每机柜节点数</translation>
    </message>
    <message>
        <source>PUE that keeps the facility under 20 MW</source>
        <translation>使设施低于 20 MW 的 PUE</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 天</translation>
    </message>
</context>
<context>
    <name>Metric</name>
    <message>
        <source>never finishes</source>
        <translation>永远无法完成</translation>
    </message>
    <message>
        <source>Peak per accelerator</source>
        <translation>每个加速器的峰值</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>Attainable FLOP/s (custom kernel)</source>
        <translation>可达 FLOP/s（自定义内核）</translation>
    </message>
    <message>
        <source>Kernel fraction of peak</source>
        <translation>内核峰值占比</translation>
    </message>
    <message>
        <source>Decode weights</source>
        <translation>解码权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Decode memory (weights + KV)</source>
        <translation>解码显存（权重 + KV）</translation>
    </message>
    <message>
        <source>Decode intensity</source>
        <translation>解码算术强度</translation>
    </message>
    <message>
        <source>Decode tokens/s</source>
        <translation>解码 tokens/s</translation>
    </message>
    <message>
        <source>Prefill intensity</source>
        <translation>预填充算术强度</translation>
    </message>
    <message>
        <source>Prefill tokens/s</source>
        <translation>预填充 tokens/s</translation>
    </message>
    <message>
        <source>Training intensity</source>
        <translation>训练算术强度</translation>
    </message>
    <message>
        <source>Amdahl speedup</source>
        <translation>Amdahl 加速比</translation>
    </message>
    <message>
        <source>Amdahl efficiency</source>
        <translation>Amdahl 效率</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s</source>
        <translation>Amdahl 上限 1/s</translation>
    </message>
    <message>
        <source>no ceiling</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Gustafson speedup</source>
        <translation>Gustafson 加速比</translation>
    </message>
    <message>
        <source>Empirical scaling efficiency</source>
        <translation>经验扩展效率</translation>
    </message>
    <message>
        <source>Network scaling efficiency</source>
        <translation>网络扩展效率</translation>
    </message>
    <message>
        <source>Scaling efficiency used</source>
        <translation>采用的扩展效率</translation>
    </message>
    <message>
        <source>Implied scaling efficiency</source>
        <translation>隐含扩展效率</translation>
    </message>
    <message>
        <source>AllReduce message</source>
        <translation>AllReduce 消息</translation>
    </message>
    <message>
        <source>Gradient AllReduce time</source>
        <translation>梯度 AllReduce 时间</translation>
    </message>
    <message>
        <source>Compute time per step</source>
        <translation>每步计算时间</translation>
    </message>
    <message>
        <source>AllReduce bytes per participant</source>
        <translation>每个参与者的 AllReduce 字节数</translation>
    </message>
    <message>
        <source>Comm/compute ratio ρ</source>
        <translation>通信—计算比 ρ</translation>
    </message>
    <message>
        <source>Intra/inter-node bandwidth ratio</source>
        <translation>节点内/节点间带宽比</translation>
    </message>
    <message>
        <source>Tree beats ring below</source>
        <translation>树形优于环形的消息上限</translation>
    </message>
    <message>
        <source>Transfer time (intra-node)</source>
        <translation>传输时间（节点内）</translation>
    </message>
    <message>
        <source>Transfer ρ</source>
        <translation>传输 ρ</translation>
    </message>
    <message>
        <source>Ring AllReduce</source>
        <translation>环形 AllReduce</translation>
    </message>
    <message>
        <source>Ring AllReduce, bandwidth part</source>
        <translation>Ring AllReduce，带宽部分</translation>
    </message>
    <message>
        <source>Ring AllReduce, latency part</source>
        <translation>Ring AllReduce，延迟部分</translation>
    </message>
    <message>
        <source>Tree AllReduce</source>
        <translation>树形 AllReduce</translation>
    </message>
    <message>
        <source>Tree AllReduce, bandwidth part</source>
        <translation>Tree AllReduce，带宽部分</translation>
    </message>
    <message>
        <source>Tree AllReduce, latency part</source>
        <translation>Tree AllReduce，延迟部分</translation>
    </message>
    <message>
        <source>Hierarchical AllReduce</source>
        <translation>分层 AllReduce</translation>
    </message>
    <message>
        <source>Hierarchical AllReduce, bandwidth part</source>
        <translation>分层 AllReduce，带宽部分</translation>
    </message>
    <message>
        <source>Hierarchical AllReduce, latency part</source>
        <translation>分层 AllReduce，延迟部分</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>P(failure within the horizon)</source>
        <translation>时间窗口内发生故障的概率 P</translation>
    </message>
    <message>
        <source>Expected failures within the horizon</source>
        <translation>时间窗口内的预期故障次数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Node MTBF</source>
        <translation>节点 MTBF</translation>
    </message>
    <message>
        <source>Failures from accelerators</source>
        <translation>来自加速器的故障</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>Young&apos;s checkpoint interval</source>
        <translation>Young 检查点间隔</translation>
    </message>
    <message>
        <source>Daly&apos;s checkpoint interval</source>
        <translation>Daly 检查点间隔</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Time wasted at the optimum</source>
        <translation>最优点处浪费的时间</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Checkpoint overhead</source>
        <translation>检查点开销</translation>
    </message>
    <message>
        <source>Failure overhead</source>
        <translation>故障开销</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Cluster peak</source>
        <translation>集群峰值</translation>
    </message>
    <message>
        <source>Effective throughput</source>
        <translation>有效算力</translation>
    </message>
    <message>
        <source>Fraction of peak</source>
        <translation>有效峰值占比</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>运行有效吞吐</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Node power</source>
        <translation>节点功率</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>Facility load</source>
        <translation>设施负载</translation>
    </message>
    <message>
        <source>Facility overhead</source>
        <translation>设施开销</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Accelerators per rack</source>
        <translation>每机柜加速器数</translation>
    </message>
    <message>
        <source>Annual energy</source>
        <translation>年能耗</translation>
    </message>
    <message>
        <source>Annual electricity cost</source>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Annual CO₂</source>
        <translation>年 CO₂ 排放</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>Energy to train</source>
        <translation>训练能耗</translation>
    </message>
    <message>
        <source>Electricity cost to train</source>
        <translation>训练电费</translation>
    </message>
    <message>
        <source>CO₂ to train</source>
        <translation>训练 CO₂ 排放</translation>
    </message>
    <message>
        <source>Accelerator-hours to train</source>
        <translation>训练所需加速器小时数</translation>
    </message>
    <message>
        <source>Data-parallel degree</source>
        <translation>数据并行度</translation>
    </message>
    <message>
        <source>Micro-batches per step</source>
        <translation>每步微批数</translation>
    </message>
    <message>
        <source>Layers per stage</source>
        <translation>每级层数</translation>
    </message>
    <message>
        <source>Weights per accelerator</source>
        <translation>每个加速器的权重</translation>
    </message>
    <message>
        <source>Gradients per accelerator</source>
        <translation>每个加速器的梯度</translation>
    </message>
    <message>
        <source>Optimizer state per accelerator</source>
        <translation>每个加速器的优化器状态</translation>
    </message>
    <message>
        <source>Activations per accelerator</source>
        <translation>每个加速器的激活</translation>
    </message>
    <message>
        <source>Training memory per accelerator</source>
        <translation>每个加速器的训练内存</translation>
    </message>
    <message>
        <source>Compute per micro-batch</source>
        <translation>每个微批的计算时间</translation>
    </message>
    <message>
        <source>Tensor-parallel communication per micro-batch</source>
        <translation>每个微批的张量并行通信</translation>
    </message>
    <message>
        <source>Pipeline sends per micro-batch</source>
        <translation>每个微批的流水线发送</translation>
    </message>
    <message>
        <source>Expert all-to-alls per micro-batch</source>
        <translation>每个微批的专家并行 All-to-All</translation>
    </message>
    <message>
        <source>Pipeline bubble (layout)</source>
        <translation>流水线气泡（布局）</translation>
    </message>
    <message>
        <source>Pipeline time per step</source>
        <translation>每步流水线时间</translation>
    </message>
    <message>
        <source>Data-parallel AllReduce</source>
        <translation>数据并行 AllReduce</translation>
    </message>
    <message>
        <source>Exposed data-parallel AllReduce</source>
        <translation>未被掩盖的数据并行 AllReduce</translation>
    </message>
    <message>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <source>MFU of the layout</source>
        <translation>布局的 MFU</translation>
    </message>
    <message>
        <source>Training tokens/s</source>
        <translation>训练 tokens/s</translation>
    </message>
    <message>
        <source>MFU used</source>
        <translation>所用 MFU</translation>
    </message>
    <message>
        <source>Serving batch</source>
        <translation>推理服务批大小</translation>
    </message>
    <message>
        <source>Largest batch in memory</source>
        <translation>内存可容纳的最大批大小</translation>
    </message>
    <message>
        <source>Mean decode context</source>
        <translation>平均解码上下文</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <source>TPOT, memory term</source>
        <translation>TPOT，内存项</translation>
    </message>
    <message>
        <source>TPOT, compute term</source>
        <translation>TPOT，计算项</translation>
    </message>
    <message>
        <source>TPOT, AllReduce term</source>
        <translation>TPOT，AllReduce 项</translation>
    </message>
    <message>
        <source>Serving decode intensity</source>
        <translation>推理服务解码算术强度</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <source>TTFT, compute term</source>
        <translation>TTFT，计算项</translation>
    </message>
    <message>
        <source>TTFT, memory term</source>
        <translation>TTFT，内存项</translation>
    </message>
    <message>
        <source>TTFT, AllReduce term</source>
        <translation>TTFT，AllReduce 项</translation>
    </message>
    <message>
        <source>Request latency</source>
        <translation>请求延迟</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>在途请求</translation>
    </message>
    <message>
        <source>Serving replicas</source>
        <translation>推理服务副本数</translation>
    </message>
    <message>
        <source>Serving accelerators</source>
        <translation>推理服务加速器数</translation>
    </message>
    <message>
        <source>Serving nodes</source>
        <translation>推理服务节点数</translation>
    </message>
    <message>
        <source>Serving memory per accelerator</source>
        <translation>每个加速器的推理服务内存</translation>
    </message>
    <message>
        <source>Output tokens/s served</source>
        <translation>已服务的输出 tokens/s</translation>
    </message>
    <message>
        <source>Decode tokens/s per accelerator</source>
        <translation>每个加速器的解码 tokens/s</translation>
    </message>
    <message>
        <source>Serving IT power</source>
        <translation>推理服务 IT 功率</translation>
    </message>
    <message>
        <source>Serving facility power</source>
        <translation>推理服务设施功率</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>每输出 token 能耗</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Failures expected during the run</source>
        <translation>训练期间预计的故障次数</translation>
    </message>
    <message>
        <source>Time spent checkpointing</source>
        <translation>写检查点所用的时间</translation>
    </message>
    <message>
        <source>Time lost to failures and restarts</source>
        <translation>因故障与重启损失的时间</translation>
    </message>
</context>
<context>
    <name>Plausibility</name>
    <message>
        <source>FP8 peak %1 is %2× the BF16 peak %3; dense FP8 is about 2× BF16 on every published accelerator (a sparse figure, or the BF16 one typed twice?)</source>
        <translation>FP8 峰值 %1 是 BF16 峰值 %3 的 %2×；在所有已公布的加速器上，稠密 FP8 约为 BF16 的 2×（是稀疏数值，还是把 BF16 的数值输了两遍？）</translation>
    </message>
    <message>
        <source>HBM capacity %1 is over 1 TB per device; today&apos;s largest hold a few hundred GB (GB typed as TB?)</source>
        <translation>HBM 容量 %1 超过每设备 1 TB；当今最大的只有几百 GB（是否把 GB 输成了 TB？）</translation>
    </message>
    <message>
        <source>HBM bandwidth %1 is over 50 TB/s; today&apos;s fastest deliver about 8 TB/s (GB/s typed as TB/s?)</source>
        <translation>HBM 带宽 %1 超过 50 TB/s；当今最快的约为 8 TB/s（是否把 GB/s 输成了 TB/s？）</translation>
    </message>
    <message>
        <source>The ridge point, BF16 peak / HBM bandwidth, is %1 FLOP/byte, outside 10–2,000 where real accelerators lie (a peak or a bandwidth off by a factor of 1,000?)</source>
        <translation>脊点（BF16 峰值 / HBM 带宽）为 %1 FLOP/byte，超出真实加速器所在的 10–2,000 范围（峰值或带宽是否差了 1,000 倍？）</translation>
    </message>
    <message>
        <source>TDP %1 is outside 50–3,000 W, the range of data-center accelerators (kW typed as W, or the whole node&apos;s power?)</source>
        <translation>TDP %1 超出数据中心加速器的 50–3,000 W 范围（是否把 kW 输成了 W，或填了整个节点的功率？）</translation>
    </message>
    <message>
        <source>Bandwidth %1 per direction is over 50 TB/s; the fastest links carry about 1 TB/s (Gb/s and GB/s mixed up?)</source>
        <translation>单向带宽 %1 超过 50 TB/s；最快的链路约为 1 TB/s（是否混淆了 Gb/s 与 GB/s？）</translation>
    </message>
</context>
<context>
    <name>Prediction</name>
    <message>
        <source>right (within %1 %)</source>
        <translation>正确（误差在 %1 % 以内）</translation>
    </message>
    <message>
        <source>%1× too high</source>
        <translation>高了 %1×</translation>
    </message>
    <message>
        <source>too high</source>
        <translation>偏高</translation>
    </message>
    <message>
        <source>%1× too low</source>
        <translation>低了 %1×</translation>
    </message>
    <message>
        <source>too low</source>
        <translation>偏低</translation>
    </message>
    <message>
        <source>%1 percentage points too high</source>
        <translation>高了 %1 个百分点</translation>
    </message>
    <message>
        <source>%1 percentage points too low</source>
        <translation>低了 %1 个百分点</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>快捷方式</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 per direction, edited by hand</source>
        <translation>单向 %1，手动修改</translation>
    </message>
    <message>
        <source>Published %1 bidirectional total = %2 per direction</source>
        <translation>公布值为双向合计 %1 = 单向 %2</translation>
    </message>
    <message>
        <source>Published %1 per direction</source>
        <translation>公布值为单向 %1</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>; latency %1%2</source>
        <translation>；延迟 %1%2</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <source>%1 — figures edited by hand</source>
        <translation>%1 — 数值经手动修改</translation>
    </message>
    <message>
        <source>Cannot read the catalog</source>
        <translation>无法读取硬件目录</translation>
    </message>
    <message>
        <source>Your hardware catalog was not loaded</source>
        <translation>你的硬件目录未能加载</translation>
    </message>
    <message>
        <source>Restored the unsaved changes of the last session</source>
        <translation>已恢复上次会话的未保存更改</translation>
    </message>
</context>
<context>
    <name>ReadoutChange</name>
    <message>
        <source>&lt; 0.1 %</source>
        <translation>&lt; 0.1 %</translation>
    </message>
    <message>
        <source>from 0</source>
        <translation>从 0 起</translation>
    </message>
    <message>
        <source>up %1</source>
        <translation>上升 %1</translation>
    </message>
    <message>
        <source>down %1</source>
        <translation>下降 %1</translation>
    </message>
    <message>
        <source>up %1 times</source>
        <translation>增至 %1 倍</translation>
    </message>
    <message>
        <source>down %1 times</source>
        <translation>降至 1/%1</translation>
    </message>
    <message>
        <source>up from 0</source>
        <translation>从 0 上升</translation>
    </message>
    <message>
        <source>down from 0</source>
        <translation>从 0 下降</translation>
    </message>
</context>
<context>
    <name>Reference</name>
    <message>
        <source>✓ agrees</source>
        <translation>✓ 一致</translation>
    </message>
    <message>
        <source>≠ see note</source>
        <translation>≠ 见备注</translation>
    </message>
    <message>
        <source>— text only</source>
        <translation>— 仅文字</translation>
    </message>
    <message>
        <source>No computed value: an input is missing from the catalog in use.</source>
        <translation>无计算值：当前硬件目录缺少某项输入。</translation>
    </message>
    <message>
        <source>Differs by %1: an input in the catalog in use differs from the appendix&apos;s (a --catalog override?).</source>
        <translation>相差 %1：当前硬件目录中的某项输入与附录不同（是否用了 --catalog 覆盖？）。</translation>
    </message>
    <message>
        <source>The model&apos;s answer differs from the appendix&apos;s: an input in the catalog in use differs from the appendix&apos;s.</source>
        <translation>模型的答案与附录不同：当前硬件目录中的某项输入与附录不同。</translation>
    </message>
    <message>
        <source>Air up to %1 kW, liquid above</source>
        <translation>%1 kW 以内风冷，以上液冷</translation>
    </message>
    <message>
        <source>Memory-bound</source>
        <translation>内存受限</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>H100 ridge point</source>
        <translation>H100 脊点</translation>
    </message>
    <message>
        <source>%1 BF16 dense / %2 (catalog nvidia-h100-sxm)</source>
        <translation>%1 BF16 稠密 / %2（目录 nvidia-h100-sxm）</translation>
    </message>
    <message>
        <source>Decode weights read per token, 8B model in BF16</source>
        <translation>8B 模型 BF16 解码时每 token 读取的权重</translation>
    </message>
    <message>
        <source>%1 parameters (catalog llama-3.1-8b) × 2 B (BF16)</source>
        <translation>%1 参数（目录 llama-3.1-8b）× 2 B（BF16）</translation>
    </message>
    <message>
        <source>Decode FLOPs per token, batch 1</source>
        <translation>批大小 1 时每 token 的解码 FLOPs</translation>
    </message>
    <message>
        <source>2 · P · B, B = 1</source>
        <translation>2 · P · B，B = 1</translation>
    </message>
    <message>
        <source>Decode arithmetic intensity, batch 1</source>
        <translation>批大小 1 时的解码算术强度</translation>
    </message>
    <message>
        <source>2 · P · B FLOPs / (P · 2 B)</source>
        <translation>2 · P · B FLOPs / (P · 2 B)</translation>
    </message>
    <message>
        <source>Single-stream decode on H100</source>
        <translation>H100 上的单流解码</translation>
    </message>
    <message>
        <source>decode intensity against the ridge point</source>
        <translation>解码算术强度与脊点比较</translation>
    </message>
    <message>
        <source>Decode throughput, batch 1, H100</source>
        <translation>H100 上批大小 1 的解码吞吐量</translation>
    </message>
    <message>
        <source>min(%1 / %2, %3 / (2 · P))</source>
        <translation>min(%1 / %2, %3 / (2 · P))</translation>
    </message>
    <message>
        <source>MFU of well-optimized large-model training</source>
        <translation>优化良好的大模型训练的 MFU</translation>
    </message>
    <message>
        <source>A measured band: MFU is an input of the model, not something it derives.</source>
        <translation>这是实测区间：MFU 是模型的输入，而不是模型推导出的量。</translation>
    </message>
    <message>
        <source>η_scaling, 32 GPUs — near-linear; communication negligible</source>
        <translation>η_scaling，32 个 GPU — 接近线性；通信可忽略</translation>
    </message>
    <message>
        <source>empirical table at 32 GPUs (model interpolates in log2 N)</source>
        <translation>经验表中 32 个 GPU 的值（模型按 log2 N 插值）</translation>
    </message>
    <message>
        <source>η_scaling, 256 GPUs — communication starts eroding throughput</source>
        <translation>η_scaling，256 个 GPU — 通信开始侵蚀吞吐量</translation>
    </message>
    <message>
        <source>empirical table at 256 GPUs (model interpolates in log2 N)</source>
        <translation>经验表中 256 个 GPU 的值（模型按 log2 N 插值）</translation>
    </message>
    <message>
        <source>η_scaling, 1,024 GPUs — significant overhead; optimization critical</source>
        <translation>η_scaling，1,024 个 GPU — 开销显著；优化至关重要</translation>
    </message>
    <message>
        <source>empirical table at 1,024 GPUs (model interpolates in log2 N)</source>
        <translation>经验表中 1,024 个 GPU 的值（模型按 log2 N 插值）</translation>
    </message>
    <message>
        <source>η_scaling, 8,192 GPUs — cluster scale</source>
        <translation>η_scaling，8,192 个 GPU — 集群规模</translation>
    </message>
    <message>
        <source>empirical table at 8,192 GPUs (model interpolates in log2 N)</source>
        <translation>经验表中 8,192 个 GPU 的值（模型按 log2 N 插值）</translation>
    </message>
    <message>
        <source>Compute lost to overhead at 8,192 GPUs</source>
        <translation>8,192 个 GPU 时因开销损失的计算</translation>
    </message>
    <message>
        <source>1 − η_scaling(8,192)</source>
        <translation>1 − η_scaling(8,192)</translation>
    </message>
    <message>
        <source>η_scaling at 4,096 GPUs</source>
        <translation>4,096 个 GPU 时的 η_scaling</translation>
    </message>
    <message>
        <source>observed 2.5× from 1,024 to 4,096 GPUs; η(1,024) = %1</source>
        <translation>从 1,024 到 4,096 个 GPU 观测到 2.5×；η(1,024) = %1</translation>
    </message>
    <message>
        <source>Exactly %1 %, printed rounded down. The empirical table interpolates to %2 at 4,096 GPUs, so this run has a fixable engineering problem.</source>
        <translation>精确值为 %1 %，印刷时向下取整。经验表在 4,096 个 GPU 处插值为 %2，因此这次运行存在可修复的工程问题。</translation>
    </message>
    <message>
        <source>Speedup, 32 GPUs</source>
        <translation>加速比，32 个 GPU</translation>
    </message>
    <message>
        <source>1 / (0.10 + 0.90 / 32)</source>
        <translation>1 / (0.10 + 0.90 / 32)</translation>
    </message>
    <message>
        <source>Efficiency, 32 GPUs</source>
        <translation>效率，32 个 GPU</translation>
    </message>
    <message>
        <source>S(32) / 32</source>
        <translation>S(32) / 32</translation>
    </message>
    <message>
        <source>The empirical table gives %1 at 32 GPUs, i.e. s ≈ %2: s = 0.10 is a pessimistic illustration, not a measurement.</source>
        <translation>经验表在 32 个 GPU 处为 %1，即 s ≈ %2：s = 0.10 只是偏悲观的示意，并非测量值。</translation>
    </message>
    <message>
        <source>Speedup, 256 GPUs — diminishing returns</source>
        <translation>加速比，256 个 GPU — 收益递减</translation>
    </message>
    <message>
        <source>1 / (0.10 + 0.90 / 256)</source>
        <translation>1 / (0.10 + 0.90 / 256)</translation>
    </message>
    <message>
        <source>Speedup, 1,024 GPUs — near the ceiling</source>
        <translation>加速比，1,024 个 GPU — 接近上限</translation>
    </message>
    <message>
        <source>1 / (0.10 + 0.90 / 1,024)</source>
        <translation>1 / (0.10 + 0.90 / 1,024)</translation>
    </message>
    <message>
        <source>Speedup, 8,192 GPUs — almost the Amdahl limit</source>
        <translation>加速比，8,192 个 GPU — 几乎达到 Amdahl 极限</translation>
    </message>
    <message>
        <source>1 / (0.10 + 0.90 / 8,192)</source>
        <translation>1 / (0.10 + 0.90 / 8,192)</translation>
    </message>
    <message>
        <source>Ceiling, N → ∞</source>
        <translation>上限，N → ∞</translation>
    </message>
    <message>
        <source>1 / s</source>
        <translation>1 / s</translation>
    </message>
    <message>
        <source>Data parallel, 7B model, 256 GPUs: T_comm</source>
        <translation>数据并行，7B 模型，256 个 GPU：T_comm</translation>
    </message>
    <message>
        <source>Ring AllReduce of %1 × 2 B = %2 (catalog llama-2-7b) over 256 GPUs on %3</source>
        <translation>%1 × 2 B = %2（目录 llama-2-7b）在 %3 上跨 256 个 GPU 的 Ring AllReduce</translation>
    </message>
    <message>
        <source>Data parallel, 7B model, 256 GPUs: ρ</source>
        <translation>数据并行，7B 模型，256 个 GPU：ρ</translation>
    </message>
    <message>
        <source>T_comm / (T_compute/N ≈ 5 s, forward + backward)</source>
        <translation>T_comm / (T_compute/N ≈ 5 s，前向 + 后向)</translation>
    </message>
    <message>
        <source>Data parallel, 7B model: communication vs compute</source>
        <translation>数据并行，7B 模型：通信与计算之比</translation>
    </message>
    <message>
        <source>ρ as a percentage</source>
        <translation>以百分比表示的 ρ</translation>
    </message>
    <message>
        <source>Data parallel, &quot;350M&quot; model, 256 GPUs: T_comm</source>
        <translation>数据并行，“350M”模型，256 个 GPU：T_comm</translation>
    </message>
    <message>
        <source>Ring AllReduce of %1 × 2 B (catalog bert-large) over 256 GPUs on %2</source>
        <translation>%1 × 2 B（目录 bert-large）在 %2 上跨 256 个 GPU 的 Ring AllReduce</translation>
    </message>
    <message>
        <source>The appendix says 350M, but 29.6 ms needs %1 parameters (BERT-Large); 350M would give %2 ms.</source>
        <translation>附录写的是 350M，但 29.6 ms 需要 %1 个参数（BERT-Large）；350M 会得到 %2 ms。</translation>
    </message>
    <message>
        <source>Data parallel, &quot;350M&quot; model, 256 GPUs: ρ</source>
        <translation>数据并行，“350M”模型，256 个 GPU：ρ</translation>
    </message>
    <message>
        <source>T_comm / (T_compute/N ≈ 10 ms, forward + backward)</source>
        <translation>T_comm / (T_compute/N ≈ 10 ms，前向 + 后向)</translation>
    </message>
    <message>
        <source>Ideal one-way 16 MB transfer over NVLink 4.0: T_comm</source>
        <translation>经 NVLink 4.0 的理想单向 16 MB 传输：T_comm</translation>
    </message>
    <message>
        <source>16 MB / %1, bandwidth bound only (no α)</source>
        <translation>16 MB / %1，仅带宽下界（无 α）</translation>
    </message>
    <message>
        <source>Ideal one-way 16 MB transfer over NVLink 4.0: ρ</source>
        <translation>经 NVLink 4.0 的理想单向 16 MB 传输：ρ</translation>
    </message>
    <message>
        <source>T_comm / (≈ 1 ms, one layer)</source>
        <translation>T_comm / (≈ 1 ms，一层)</translation>
    </message>
    <message>
        <source>Peak, N · R_peak</source>
        <translation>峰值，N · R_peak</translation>
    </message>
    <message>
        <source>1,024 × %1 (catalog nvidia-h100-sxm, BF16 dense)</source>
        <translation>1,024 × %1（目录 nvidia-h100-sxm，BF16 稠密）</translation>
    </message>
    <message>
        <source>Operational goodput η_operational</source>
        <translation>运行有效吞吐 η_operational</translation>
    </message>
    <message>
        <source>1 − (checkpoint 3 % + failure recovery 10 % + maintenance 5 %)</source>
        <translation>1 − (检查点 3 % + 故障恢复 10 % + 维护 5 %)</translation>
    </message>
    <message>
        <source>Effective, R_eff = N · R_peak × MFU × η_scaling × η_operational</source>
        <translation>有效算力，R_eff = N · R_peak × MFU × η_scaling × η_operational</translation>
    </message>
    <message>
        <source>peak × %1 × %2 (empirical, 1,024 GPUs) × %3</source>
        <translation>峰值 × %1 × %2（经验值，1,024 个 GPU）× %3</translation>
    </message>
    <message>
        <source>Share of peak delivered as useful work</source>
        <translation>作为有用工作交付的峰值占比</translation>
    </message>
    <message>
        <source>R_eff / (N · R_peak)</source>
        <translation>R_eff / (N · R_peak)</translation>
    </message>
    <message>
        <source>With the full budget (η_operational = %1) it would be %2.</source>
        <translation>按完整预算（η_operational = %1）则为 %2。</translation>
    </message>
    <message>
        <source>Share of peak lost</source>
        <translation>损失的峰值占比</translation>
    </message>
    <message>
        <source>1 − R_eff / (N · R_peak)</source>
        <translation>1 − R_eff / (N · R_peak)</translation>
    </message>
    <message>
        <source>Pipeline bubble — more micro-batches per pipeline stage</source>
        <translation>流水线气泡 — 增加每个流水线阶段的微批次数</translation>
    </message>
    <message>
        <source>the scenario&apos;s default budget</source>
        <translation>场景的默认预算</translation>
    </message>
    <message>
        <source>Checkpointing — asynchronous checkpoints, faster storage</source>
        <translation>检查点 — 异步检查点、更快的存储</translation>
    </message>
    <message>
        <source>Failure recovery — faster detection, elastic rescheduling</source>
        <translation>故障恢复 — 更快的检测、弹性重调度</translation>
    </message>
    <message>
        <source>Maintenance windows — rolling upgrades, live migration</source>
        <translation>维护窗口 — 滚动升级、在线迁移</translation>
    </message>
    <message>
        <source>Wall-clock throughput that remains</source>
        <translation>剩余的墙钟吞吐</translation>
    </message>
    <message>
        <source>1 − Σ overheads</source>
        <translation>1 − Σ 开销</translation>
    </message>
    <message>
        <source>Single-accelerator roofline and decode (H100)</source>
        <translation>单加速器顶线与解码（H100）</translation>
    </message>
    <message>
        <source>Appendix roofline section, equations 2–4</source>
        <translation>附录顶线部分，公式 2–4</translation>
    </message>
    <message>
        <source>Compute: MFU and empirical scaling efficiency</source>
        <translation>计算：MFU 与经验扩展效率</translation>
    </message>
    <message>
        <source>Appendix compute numbers; scaling-efficiency table</source>
        <translation>附录计算数字；扩展效率表</translation>
    </message>
    <message>
        <source>Implied scaling efficiency: 4,096 vs 1,024 GPUs</source>
        <translation>隐含扩展效率：4,096 对 1,024 个 GPU</translation>
    </message>
    <message>
        <source>Appendix scaling-physics section</source>
        <translation>附录扩展物理部分</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law at fleet scale, s = 0.10</source>
        <translation>集群规模下的 Amdahl 定律，s = 0.10</translation>
    </message>
    <message>
        <source>Appendix Amdahl example</source>
        <translation>附录 Amdahl 示例</translation>
    </message>
    <message>
        <source>Communication–computation ratio ρ</source>
        <translation>通信—计算比 ρ</translation>
    </message>
    <message>
        <source>Appendix ρ table (equation 5)</source>
        <translation>附录 ρ 表（公式 5）</translation>
    </message>
    <message>
        <source>Compound utilization loss, 1,024 × H100</source>
        <translation>复合利用率损失，1,024 × H100</translation>
    </message>
    <message>
        <source>Appendix Systems Perspective 1.4</source>
        <translation>附录 Systems Perspective 1.4</translation>
    </message>
    <message>
        <source>Operational overhead budget</source>
        <translation>运行开销预算</translation>
    </message>
    <message>
        <source>Appendix table 4</source>
        <translation>附录表 4</translation>
    </message>
    <message>
        <source>H100 SXM: BF16 dense peak</source>
        <translation>H100 SXM：BF16 稠密峰值</translation>
    </message>
    <message>
        <source>catalog nvidia-h100-sxm</source>
        <translation>目录 nvidia-h100-sxm</translation>
    </message>
    <message>
        <source>H100 SXM: HBM bandwidth</source>
        <translation>H100 SXM：HBM 带宽</translation>
    </message>
    <message>
        <source>H100 SXM: HBM capacity</source>
        <translation>H100 SXM：HBM 容量</translation>
    </message>
    <message>
        <source>Not printed in the appendix: from the NVIDIA H100 datasheet.</source>
        <translation>附录未给出：取自 NVIDIA H100 数据手册。</translation>
    </message>
    <message>
        <source>H100 SXM: scale-up link</source>
        <translation>H100 SXM：纵向扩展链路</translation>
    </message>
    <message>
        <source>catalog %1, per direction</source>
        <translation>目录 %1，单向</translation>
    </message>
    <message>
        <source>Per direction (NVIDIA quotes 900 GB/s as the bidirectional total); the other scale-up figures in this table are bidirectional totals.</source>
        <translation>单向（NVIDIA 给出的 900 GB/s 是双向合计）；本表中其他纵向扩展数值均为双向合计。</translation>
    </message>
    <message>
        <source>H100 SXM: TDP</source>
        <translation>H100 SXM：TDP</translation>
    </message>
    <message>
        <source>B200: BF16 dense peak</source>
        <translation>B200：BF16 稠密峰值</translation>
    </message>
    <message>
        <source>catalog nvidia-b200</source>
        <translation>目录 nvidia-b200</translation>
    </message>
    <message>
        <source>B200: HBM bandwidth</source>
        <translation>B200：HBM 带宽</translation>
    </message>
    <message>
        <source>B200: HBM capacity</source>
        <translation>B200：HBM 容量</translation>
    </message>
    <message>
        <source>The vendor lists 192 GB on some SKUs; the catalog keeps the appendix&apos;s 180 GB.</source>
        <translation>厂商在部分型号上标注 192 GB；目录保留附录的 180 GB。</translation>
    </message>
    <message>
        <source>B200: scale-up link</source>
        <translation>B200：纵向扩展链路</translation>
    </message>
    <message>
        <source>catalog %1, bidirectional total = 2 × per direction</source>
        <translation>目录 %1，双向合计 = 2 × 单向</translation>
    </message>
    <message>
        <source>Bidirectional total: %1 per direction, against NVLink 4.0&apos;s %2 per direction.</source>
        <translation>双向合计：单向 %1，而 NVLink 4.0 单向为 %2。</translation>
    </message>
    <message>
        <source>B200: TDP</source>
        <translation>B200：TDP</translation>
    </message>
    <message>
        <source>MI300X: BF16 dense peak</source>
        <translation>MI300X：BF16 稠密峰值</translation>
    </message>
    <message>
        <source>catalog amd-mi300x</source>
        <translation>目录 amd-mi300x</translation>
    </message>
    <message>
        <source>MI300X: HBM bandwidth</source>
        <translation>MI300X：HBM 带宽</translation>
    </message>
    <message>
        <source>MI300X: HBM capacity</source>
        <translation>MI300X：HBM 容量</translation>
    </message>
    <message>
        <source>MI300X: scale-up link</source>
        <translation>MI300X：纵向扩展链路</translation>
    </message>
    <message>
        <source>Bidirectional total (AMD: 896 GB/s aggregate): %1 per direction, against NVLink 4.0&apos;s %2 per direction.</source>
        <translation>双向合计（AMD：896 GB/s 聚合）：单向 %1，而 NVLink 4.0 单向为 %2。</translation>
    </message>
    <message>
        <source>MI300X: TDP</source>
        <translation>MI300X：TDP</translation>
    </message>
    <message>
        <source>TPU v6e: BF16 dense peak</source>
        <translation>TPU v6e：BF16 稠密峰值</translation>
    </message>
    <message>
        <source>catalog google-tpu-v6e</source>
        <translation>目录 google-tpu-v6e</translation>
    </message>
    <message>
        <source>TPU v6e: HBM bandwidth</source>
        <translation>TPU v6e：HBM 带宽</translation>
    </message>
    <message>
        <source>TPU v6e: HBM capacity</source>
        <translation>TPU v6e：HBM 容量</translation>
    </message>
    <message>
        <source>TPU v6e: scale-up link</source>
        <translation>TPU v6e：纵向扩展链路</translation>
    </message>
    <message>
        <source>Bidirectional total, as printed: %1 per direction, against NVLink 4.0&apos;s %2 per direction.</source>
        <translation>按印刷为双向合计：单向 %1，而 NVLink 4.0 单向为 %2。</translation>
    </message>
    <message>
        <source>TPU v6e: TDP</source>
        <translation>TPU v6e：TDP</translation>
    </message>
    <message>
        <source>An estimate: Google publishes no per-chip TDP.</source>
        <translation>估算值：Google 未公布单芯片 TDP。</translation>
    </message>
    <message>
        <source>Current hardware reference (ca. 2025–2026)</source>
        <translation>当前硬件参考（约 2025–2026 年）</translation>
    </message>
    <message>
        <source>Appendix hardware table; H100 from the roofline section, the bandwidth table and table 5</source>
        <translation>附录硬件表；H100 取自顶线部分、带宽表与表 5</translation>
    </message>
    <message>
        <source>Traditional rack — baseline of non-AI data centers</source>
        <translation>传统机柜 — 非 AI 数据中心的基准</translation>
    </message>
    <message>
        <source>catalog rack mark traditional</source>
        <translation>目录机柜标记 traditional</translation>
    </message>
    <message>
        <source>AI rack (current generation) — needs liquid cooling</source>
        <translation>AI 机柜（当前一代）— 需要液冷</translation>
    </message>
    <message>
        <source>catalog rack mark ai-current</source>
        <translation>目录机柜标记 ai-current</translation>
    </message>
    <message>
        <source>AI rack (high density) — direct-to-chip liquid cooling</source>
        <translation>AI 机柜（高密度）— 芯片直冷式液冷</translation>
    </message>
    <message>
        <source>catalog rack mark ai-high-density</source>
        <translation>目录机柜标记 ai-high-density</translation>
    </message>
    <message>
        <source>Air-cooling limit — above it liquid cooling is required</source>
        <translation>风冷上限 — 超过则必须采用液冷</translation>
    </message>
    <message>
        <source>catalog rack mark air-limit</source>
        <translation>目录机柜标记 air-limit</translation>
    </message>
    <message>
        <source>PUE (liquid-cooled AI) — facility load ≈ IT load</source>
        <translation>PUE（液冷 AI）— 设施负载 ≈ IT 负载</translation>
    </message>
    <message>
        <source>catalog PUE tier liquid-cooled-ai</source>
        <translation>目录 PUE 档位 liquid-cooled-ai</translation>
    </message>
    <message>
        <source>PUE (best air-cooled) — hyperscale best practice</source>
        <translation>PUE（最佳风冷）— 超大规模数据中心的最佳实践</translation>
    </message>
    <message>
        <source>catalog PUE tier best-air-cooled</source>
        <translation>目录 PUE 档位 best-air-cooled</translation>
    </message>
    <message>
        <source>PUE (industry average) — sanity-check cost and carbon</source>
        <translation>PUE（行业平均）— 检查成本与碳排放估算的合理性</translation>
    </message>
    <message>
        <source>catalog PUE tier industry-average</source>
        <translation>目录 PUE 档位 industry-average</translation>
    </message>
    <message>
        <source>H100 TDP</source>
        <translation>H100 TDP</translation>
    </message>
    <message>
        <source>IT load of 10,000 × H100</source>
        <translation>10,000 × H100 的 IT 负载</translation>
    </message>
    <message>
        <source>10,000 × H100 TDP</source>
        <translation>10,000 × H100 TDP</translation>
    </message>
    <message>
        <source>Traditional data center: rack power</source>
        <translation>传统数据中心：机柜功率</translation>
    </message>
    <message>
        <source>Traditional data center: cooling</source>
        <translation>传统数据中心：冷却</translation>
    </message>
    <message>
        <source>the model&apos;s cooling verdict at 12 kW</source>
        <translation>模型在 12 kW 时的冷却结论</translation>
    </message>
    <message>
        <source>AI cluster (current generation): rack power</source>
        <translation>AI 集群（当前一代）：机柜功率</translation>
    </message>
    <message>
        <source>AI cluster (current generation): cooling</source>
        <translation>AI 集群（当前一代）：冷却</translation>
    </message>
    <message>
        <source>the model&apos;s cooling verdict at 70 kW</source>
        <translation>模型在 70 kW 时的冷却结论</translation>
    </message>
    <message>
        <source>AI cluster (high density): rack power</source>
        <translation>AI 集群（高密度）：机柜功率</translation>
    </message>
    <message>
        <source>AI cluster (high density): cooling</source>
        <translation>AI 集群（高密度）：冷却</translation>
    </message>
    <message>
        <source>the model&apos;s cooling verdict at 100 kW</source>
        <translation>模型在 100 kW 时的冷却结论</translation>
    </message>
    <message>
        <source>Air-cooling limit: rack power</source>
        <translation>风冷上限：机柜功率</translation>
    </message>
    <message>
        <source>the model&apos;s air/liquid threshold</source>
        <translation>模型的风冷/液冷分界</translation>
    </message>
    <message>
        <source>Air-cooling limit: cooling</source>
        <translation>风冷上限：冷却</translation>
    </message>
    <message>
        <source>the model&apos;s verdict at and just above %1 kW</source>
        <translation>模型在 %1 kW 及略高于它时的结论</translation>
    </message>
    <message>
        <source>AI vs traditional rack power density</source>
        <translation>AI 机柜与传统机柜的功率密度之比</translation>
    </message>
    <message>
        <source>70 kW / 12 kW (catalog rack marks)</source>
        <translation>70 kW / 12 kW（目录机柜标记）</translation>
    </message>
    <message>
        <source>Liquid-cooled AI data center: PUE</source>
        <translation>液冷 AI 数据中心：PUE</translation>
    </message>
    <message>
        <source>Liquid-cooled AI data center: overhead per MW of IT</source>
        <translation>液冷 AI 数据中心：每 MW IT 负载的开销</translation>
    </message>
    <message>
        <source>(PUE − 1) × 1 MW</source>
        <translation>(PUE − 1) × 1 MW</translation>
    </message>
    <message>
        <source>Best-in-class air-cooled data center: PUE</source>
        <translation>一流风冷数据中心：PUE</translation>
    </message>
    <message>
        <source>Best-in-class air-cooled data center: overhead per MW of IT</source>
        <translation>一流风冷数据中心：每 MW IT 负载的开销</translation>
    </message>
    <message>
        <source>Industry average: PUE</source>
        <translation>行业平均：PUE</translation>
    </message>
    <message>
        <source>Industry average: overhead per MW of IT</source>
        <translation>行业平均：每 MW IT 负载的开销</translation>
    </message>
    <message>
        <source>Legacy enterprise data center: PUE</source>
        <translation>传统企业数据中心：PUE</translation>
    </message>
    <message>
        <source>catalog PUE tier legacy-enterprise</source>
        <translation>目录 PUE 档位 legacy-enterprise</translation>
    </message>
    <message>
        <source>Legacy enterprise data center: overhead per MW of IT</source>
        <translation>传统企业数据中心：每 MW IT 负载的开销</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>10,000 × %1 (catalog H100 TDP)</source>
        <translation>10,000 × %1（目录 H100 TDP）</translation>
    </message>
    <message>
        <source>Facility load at PUE 1.40</source>
        <translation>PUE 1.40 时的设施负载</translation>
    </message>
    <message>
        <source>IT load × PUE (catalog tier industry-average)</source>
        <translation>IT 负载 × PUE（目录档位 industry-average）</translation>
    </message>
    <message>
        <source>Facility load, legacy data center</source>
        <translation>设施负载，传统数据中心</translation>
    </message>
    <message>
        <source>10 MW × PUE 1.58 (catalog tier legacy-enterprise)</source>
        <translation>10 MW × PUE 1.58（目录档位 legacy-enterprise）</translation>
    </message>
    <message>
        <source>Facility load, liquid-cooled facility</source>
        <translation>设施负载，液冷设施</translation>
    </message>
    <message>
        <source>10 MW × PUE 1.06 (catalog tier liquid-cooled-ai)</source>
        <translation>10 MW × PUE 1.06（目录档位 liquid-cooled-ai）</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>15.8 MW − 10.6 MW</source>
        <translation>15.8 MW − 10.6 MW</translation>
    </message>
    <message>
        <source>&quot;Millions of dollars a year&quot;: %1 a year at $%2/kWh.</source>
        <translation>“每年数百万美元”：按 $%2/kWh 计每年 %1。</translation>
    </message>
    <message>
        <source>Power reference values</source>
        <translation>功率参考值</translation>
    </message>
    <message>
        <source>Appendix table 5</source>
        <translation>附录表 5</translation>
    </message>
    <message>
        <source>The power density wall</source>
        <translation>功率密度墙</translation>
    </message>
    <message>
        <source>Appendix table 6</source>
        <translation>附录表 6</translation>
    </message>
    <message>
        <source>PUE by data-center type</source>
        <translation>按数据中心类型的 PUE</translation>
    </message>
    <message>
        <source>Appendix table 7</source>
        <translation>附录表 7</translation>
    </message>
    <message>
        <source>IT and facility load: 10,000 × H100</source>
        <translation>IT 负载与设施负载：10,000 × H100</translation>
    </message>
    <message>
        <source>Appendix power rule of thumb; heat and power physics</source>
        <translation>附录功率经验法则；热与功率的物理原理</translation>
    </message>
    <message>
        <source>PUE as a cost multiplier: 10 MW of IT</source>
        <translation>PUE 作为成本乘数：10 MW IT 负载</translation>
    </message>
    <message>
        <source>Appendix energy-hierarchy section</source>
        <translation>附录能源层级部分</translation>
    </message>
    <message>
        <source>256 GPUs: MTBF (GPUs only)</source>
        <translation>256 个 GPU：MTBF（仅 GPU）</translation>
    </message>
    <message>
        <source>50,000 h / 256</source>
        <translation>50,000 h / 256</translation>
    </message>
    <message>
        <source>256 GPUs: MTBF in minutes</source>
        <translation>256 个 GPU：以分钟计的 MTBF</translation>
    </message>
    <message>
        <source>256 GPUs: P(failure within 24 h)</source>
        <translation>256 个 GPU：24 h 内故障概率 P</translation>
    </message>
    <message>
        <source>1 − exp(−24 h / MTBF)</source>
        <translation>1 − exp(−24 h / MTBF)</translation>
    </message>
    <message>
        <source>2,048 GPUs: MTBF (GPUs only)</source>
        <translation>2,048 个 GPU：MTBF（仅 GPU）</translation>
    </message>
    <message>
        <source>50,000 h / 2,048</source>
        <translation>50,000 h / 2,048</translation>
    </message>
    <message>
        <source>2,048 GPUs: MTBF in minutes</source>
        <translation>2,048 个 GPU：以分钟计的 MTBF</translation>
    </message>
    <message>
        <source>2,048 GPUs: P(failure within 24 h)</source>
        <translation>2,048 个 GPU：24 h 内故障概率 P</translation>
    </message>
    <message>
        <source>8,192 GPUs: MTBF (GPUs only)</source>
        <translation>8,192 个 GPU：MTBF（仅 GPU）</translation>
    </message>
    <message>
        <source>50,000 h / 8,192</source>
        <translation>50,000 h / 8,192</translation>
    </message>
    <message>
        <source>8,192 GPUs: MTBF in minutes</source>
        <translation>8,192 个 GPU：以分钟计的 MTBF</translation>
    </message>
    <message>
        <source>8,192 GPUs: P(failure within 24 h)</source>
        <translation>8,192 个 GPU：24 h 内故障概率 P</translation>
    </message>
    <message>
        <source>8,192 GPUs: P(failure within 24 h), key takeaways</source>
        <translation>8,192 个 GPU：24 h 内故障概率 P，要点</translation>
    </message>
    <message>
        <source>The same probability as table 2&apos;s 98 %, printed to two decimals.</source>
        <translation>与表 2 的 98 % 为同一概率，印刷到两位小数。</translation>
    </message>
    <message>
        <source>100,000 GPUs: MTBF (GPUs only)</source>
        <translation>100,000 个 GPU：MTBF（仅 GPU）</translation>
    </message>
    <message>
        <source>50,000 h / 100,000</source>
        <translation>50,000 h / 100,000</translation>
    </message>
    <message>
        <source>100,000 GPUs: MTBF in minutes</source>
        <translation>100,000 个 GPU：以分钟计的 MTBF</translation>
    </message>
    <message>
        <source>100,000 GPUs: P(failure within 24 h)</source>
        <translation>100,000 个 GPU：24 h 内故障概率 P</translation>
    </message>
    <message>
        <source>1 − e^(−%1) = 100 % to the printed digits; never exactly 1.</source>
        <translation>1 − e^(−%1) 在印刷精度下为 100 %；永远不会恰好为 1。</translation>
    </message>
    <message>
        <source>7B parameters: checkpoint size</source>
        <translation>7B 参数：检查点大小</translation>
    </message>
    <message>
        <source>%1 (catalog llama-2-7b) × 14 B</source>
        <translation>%1（目录 llama-2-7b）× 14 B</translation>
    </message>
    <message>
        <source>7B parameters: write time at 100 GB/s</source>
        <translation>7B 参数：100 GB/s 时的写入时间</translation>
    </message>
    <message>
        <source>checkpoint bytes / 100 GB/s</source>
        <translation>检查点字节数 / 100 GB/s</translation>
    </message>
    <message>
        <source>70B parameters: checkpoint size</source>
        <translation>70B 参数：检查点大小</translation>
    </message>
    <message>
        <source>%1 (catalog llama-2-70b) × 14 B</source>
        <translation>%1（目录 llama-2-70b）× 14 B</translation>
    </message>
    <message>
        <source>70B parameters: write time at 100 GB/s</source>
        <translation>70B 参数：100 GB/s 时的写入时间</translation>
    </message>
    <message>
        <source>175B parameters: checkpoint size</source>
        <translation>175B 参数：检查点大小</translation>
    </message>
    <message>
        <source>%1 (catalog gpt-3-175b) × 14 B</source>
        <translation>%1（目录 gpt-3-175b）× 14 B</translation>
    </message>
    <message>
        <source>175B parameters: write time at 100 GB/s</source>
        <translation>175B 参数：100 GB/s 时的写入时间</translation>
    </message>
    <message>
        <source>1T parameters: checkpoint size</source>
        <translation>1T 参数：检查点大小</translation>
    </message>
    <message>
        <source>%1 (catalog generic-1t) × 14 B</source>
        <translation>%1（目录 generic-1t）× 14 B</translation>
    </message>
    <message>
        <source>1T parameters: write time at 100 GB/s</source>
        <translation>1T 参数：100 GB/s 时的写入时间</translation>
    </message>
    <message>
        <source>Cluster MTBF by size (per-GPU MTTF 50,000 h)</source>
        <translation>按规模的集群 MTBF（每 GPU MTTF 50,000 h）</translation>
    </message>
    <message>
        <source>Appendix table 2; key takeaways</source>
        <translation>附录表 2；要点</translation>
    </message>
    <message>
        <source>Checkpoint size and write time (14 B/parameter, 100 GB/s)</source>
        <translation>检查点大小与写入时间（14 B/参数，100 GB/s）</translation>
    </message>
    <message>
        <source>Appendix table 3</source>
        <translation>附录表 3</translation>
    </message>
    <message>
        <source>The full four-term budget leaves %1; the compound example&apos;s %2 is the same budget without the 5 % pipeline bubble, which MFU already contains.</source>
        <translation>完整的四项预算剩余 %1；复合示例中的 %2 是去掉 5 % 流水线气泡后的同一预算，因为 MFU 已包含气泡。</translation>
    </message>
    <message>
        <source>Philosophy — HPC (supercomputer)</source>
        <translation>理念 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Philosophy — WSC (web cloud)</source>
        <translation>理念 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Philosophy — ML fleet (AI cluster)</source>
        <translation>理念 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Coupling — HPC (supercomputer)</source>
        <translation>耦合 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Coupling — WSC (web cloud)</source>
        <translation>耦合 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Coupling — ML fleet (AI cluster)</source>
        <translation>耦合 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>State — HPC (supercomputer)</source>
        <translation>状态 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>State — WSC (web cloud)</source>
        <translation>状态 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>State — ML fleet (AI cluster)</source>
        <translation>状态 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Network — HPC (supercomputer)</source>
        <translation>网络 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Network — WSC (web cloud)</source>
        <translation>网络 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Network — ML fleet (AI cluster)</source>
        <translation>网络 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Bottleneck — HPC (supercomputer)</source>
        <translation>瓶颈 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Bottleneck — WSC (web cloud)</source>
        <translation>瓶颈 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Bottleneck — ML fleet (AI cluster)</source>
        <translation>瓶颈 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Failure model — HPC (supercomputer)</source>
        <translation>故障模型 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Failure model — WSC (web cloud)</source>
        <translation>故障模型 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Failure model — ML fleet (AI cluster)</source>
        <translation>故障模型 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Scheduling — HPC (supercomputer)</source>
        <translation>调度 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Scheduling — WSC (web cloud)</source>
        <translation>调度 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Scheduling — ML fleet (AI cluster)</source>
        <translation>调度 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Node model — HPC (supercomputer)</source>
        <translation>节点模型 — HPC（超级计算机）</translation>
    </message>
    <message>
        <source>Node model — WSC (web cloud)</source>
        <translation>节点模型 — WSC（Web 云）</translation>
    </message>
    <message>
        <source>Node model — ML fleet (AI cluster)</source>
        <translation>节点模型 — ML fleet（AI 集群）</translation>
    </message>
    <message>
        <source>Communication: NVLink per-direction bandwidth vs IB NDR</source>
        <translation>通信：NVLink 单向带宽与 IB NDR 之比</translation>
    </message>
    <message>
        <source>%1 / %2 per direction (catalog nvlink-4, infiniband-ndr)</source>
        <translation>单向 %1 / %2（目录 nvlink-4、infiniband-ndr）</translation>
    </message>
    <message>
        <source>Communication: IB NDR bandwidth</source>
        <translation>通信：IB NDR 带宽</translation>
    </message>
    <message>
        <source>catalog infiniband-ndr, per direction</source>
        <translation>目录 infiniband-ndr，单向</translation>
    </message>
    <message>
        <source>Communication: IB NDR one-way latency</source>
        <translation>通信：IB NDR 单向延迟</translation>
    </message>
    <message>
        <source>catalog infiniband-ndr</source>
        <translation>目录 infiniband-ndr</translation>
    </message>
    <message>
        <source>Compute: MFU</source>
        <translation>计算：MFU</translation>
    </message>
    <message>
        <source>A measured band, not a result: MFU is an input of the model (the scenario default is %1).</source>
        <translation>这是实测区间而非结果：MFU 是模型的输入（场景默认值为 %1）。</translation>
    </message>
    <message>
        <source>Compute: η_scaling at 1K GPUs</source>
        <translation>计算：1K 个 GPU 时的 η_scaling</translation>
    </message>
    <message>
        <source>empirical table at 1,024 GPUs</source>
        <translation>经验表中 1,024 个 GPU 的值</translation>
    </message>
    <message>
        <source>Compute: η_scaling at 8K GPUs</source>
        <translation>计算：8K 个 GPU 时的 η_scaling</translation>
    </message>
    <message>
        <source>empirical table at 8,192 GPUs</source>
        <translation>经验表中 8,192 个 GPU 的值</translation>
    </message>
    <message>
        <source>Coordination: cluster MTBF at 8K GPUs</source>
        <translation>协同：8K 个 GPU 时的集群 MTBF</translation>
    </message>
    <message>
        <source>Coordination: cluster MTBF at 100K GPUs</source>
        <translation>协同：100K 个 GPU 时的集群 MTBF</translation>
    </message>
    <message>
        <source>Coordination: 175B checkpoint</source>
        <translation>协同：175B 检查点</translation>
    </message>
    <message>
        <source>%1 (catalog gpt-3-175b) × 14 B/parameter (Adam state)</source>
        <translation>%1（目录 gpt-3-175b）× 14 B/参数（Adam 状态）</translation>
    </message>
    <message>
        <source>Coordination: throughput after overheads</source>
        <translation>协同：扣除开销后的吞吐</translation>
    </message>
    <message>
        <source>1 − (5 % + 3 % + 10 % + 5 %)</source>
        <translation>1 − (5 % + 3 % + 10 % + 5 %)</translation>
    </message>
    <message>
        <source>Power: AI rack</source>
        <translation>功耗：AI 机柜</translation>
    </message>
    <message>
        <source>Power: air-cooling limit</source>
        <translation>功耗：风冷上限</translation>
    </message>
    <message>
        <source>Power: liquid-cooled PUE</source>
        <translation>功耗：液冷 PUE</translation>
    </message>
    <message>
        <source>Power: typical PUE</source>
        <translation>功耗：典型 PUE</translation>
    </message>
    <message>
        <source>Power: IT load of 10,000 × H100 at 700 W</source>
        <translation>功耗：10,000 × H100（700 W）的 IT 负载</translation>
    </message>
    <message>
        <source>Facility load = IT × PUE: %1 at PUE 1.40.</source>
        <translation>设施负载 = IT × PUE：PUE 1.40 时为 %1。</translation>
    </message>
    <message>
        <source>NVLink 4.0 (H100) — tensor/pipeline parallelism in a node</source>
        <translation>NVLink 4.0 (H100) — 节点内的张量/流水线并行</translation>
    </message>
    <message>
        <source>catalog nvlink-4, per direction</source>
        <translation>目录 nvlink-4，单向</translation>
    </message>
    <message>
        <source>TPU v5p ICI — model parallelism in a pod (Google)</source>
        <translation>TPU v5p ICI — 机舱内模型并行（Google）</translation>
    </message>
    <message>
        <source>catalog tpu-ici-v5p: 2 × %1 per direction (bidirectional total)</source>
        <translation>目录 tpu-ici-v5p：2 × 单向 %1（双向合计）</translation>
    </message>
    <message>
        <source>Printed as the vendor&apos;s bidirectional total, unlike the per-direction figures around it; the model uses %1 per direction.</source>
        <translation>按厂商的双向合计印刷，与周围的单向数值不同；模型使用单向 %1。</translation>
    </message>
    <message>
        <source>PCIe Gen5 x16 — CPU–GPU transfers, NIC attachment</source>
        <translation>PCIe Gen5 x16 — CPU-GPU 数据传输、网卡挂载</translation>
    </message>
    <message>
        <source>catalog pcie-gen5, per direction</source>
        <translation>目录 pcie-gen5，单向</translation>
    </message>
    <message>
        <source>IB GXDR (1.6 Tb/s) — next-generation inter-node (2026+)</source>
        <translation>IB GXDR (1.6 Tb/s) — 下一代节点间互连（2026 年起）</translation>
    </message>
    <message>
        <source>catalog infiniband-gxdr, per direction</source>
        <translation>目录 infiniband-gxdr，单向</translation>
    </message>
    <message>
        <source>IB XDR (800 Gb/s) — inter-node standard (2025+)</source>
        <translation>IB XDR (800 Gb/s) — 节点间标准（2025 年起）</translation>
    </message>
    <message>
        <source>catalog infiniband-xdr, per direction</source>
        <translation>目录 infiniband-xdr，单向</translation>
    </message>
    <message>
        <source>IB NDR (400 Gb/s) — current AI-cluster inter-node standard</source>
        <translation>IB NDR (400 Gb/s) — 当前 AI 集群节点间标准</translation>
    </message>
    <message>
        <source>IB HDR (200 Gb/s) — previous-generation inter-node</source>
        <translation>IB HDR (200 Gb/s) — 上一代节点间互连</translation>
    </message>
    <message>
        <source>catalog infiniband-hdr, per direction</source>
        <translation>目录 infiniband-hdr，单向</translation>
    </message>
    <message>
        <source>RoCE v2 (100 GbE) — budget and inference clusters</source>
        <translation>RoCE v2 (100 GbE) — 预算型集群、推理集群</translation>
    </message>
    <message>
        <source>catalog roce-v2-100g, per direction</source>
        <translation>目录 roce-v2-100g，单向</translation>
    </message>
    <message>
        <source>Bandwidth gap: NVLink 4.0 vs IB NDR port, per direction</source>
        <translation>带宽差距：NVLink 4.0 与 IB NDR 端口，单向</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Per direction on both sides; NVIDIA&apos;s %1 NVLink 4.0 figure is the bidirectional total, which would give %2×.</source>
        <translation>两侧均为单向；NVIDIA 给出的 NVLink 4.0 数值 %1 是双向合计，按它计算会得到 %2×。</translation>
    </message>
    <message>
        <source>InfiniBand NDR — enough for synchronous AllReduce</source>
        <translation>InfiniBand NDR — 足够支持同步 AllReduce</translation>
    </message>
    <message>
        <source>InfiniBand HDR — fits most training topologies</source>
        <translation>InfiniBand HDR — 适用于大多数训练拓扑</translation>
    </message>
    <message>
        <source>catalog infiniband-hdr</source>
        <translation>目录 infiniband-hdr</translation>
    </message>
    <message>
        <source>RoCE v2 — fine for data parallelism</source>
        <translation>RoCE v2 — 适用于数据并行</translation>
    </message>
    <message>
        <source>catalog roce-v2-100g</source>
        <translation>目录 roce-v2-100g</translation>
    </message>
    <message>
        <source>TCP/IP (Ethernet) — too slow for synchronous training</source>
        <translation>TCP/IP（以太网）— 对同步训练来说太慢</translation>
    </message>
    <message>
        <source>catalog ethernet-tcp</source>
        <translation>目录 ethernet-tcp</translation>
    </message>
    <message>
        <source>Cross-data-center — physical floor; asynchronous training only</source>
        <translation>跨数据中心 — 物理下限；仅支持异步训练</translation>
    </message>
    <message>
        <source>catalog cross-datacenter</source>
        <translation>目录 cross-datacenter</translation>
    </message>
    <message>
        <source>The three system paradigms</source>
        <translation>三种系统范式</translation>
    </message>
    <message>
        <source>Appendix table 1 (translated)</source>
        <translation>附录表 1（译文）</translation>
    </message>
    <message>
        <source>Numbers every fleet engineer should know</source>
        <translation>每位 fleet 工程师都应知道的数字</translation>
    </message>
    <message>
        <source>Appendix cheat sheet</source>
        <translation>附录速查表</translation>
    </message>
    <message>
        <source>Interconnect bandwidth hierarchy</source>
        <translation>互连带宽层级</translation>
    </message>
    <message>
        <source>Appendix bandwidth table; network-hierarchy invariant</source>
        <translation>附录带宽表；网络层级不变量</translation>
    </message>
    <message>
        <source>Interconnect latency hierarchy</source>
        <translation>互连延迟层级</translation>
    </message>
    <message>
        <source>Appendix latency table (one-way)</source>
        <translation>附录延迟表（单向）</translation>
    </message>
    <message>
        <source>(input missing from the catalog)</source>
        <translation>（硬件目录缺少该输入）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Roofline</source>
        <translation>顶线</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Power &amp; cooling</source>
        <translation>功率与冷却</translation>
    </message>
    <message>
        <source>Appendix (first-order)</source>
        <translation>附录模型（一阶）</translation>
    </message>
    <message>
        <source>Coupled (design review)</source>
        <translation>耦合模型（设计评审）</translation>
    </message>
    <message>
        <source>Custom mix of the two</source>
        <translation>两者的自定义组合</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>%1 × %2, %3 / %4</source>
        <translation>%1 × %2，%3 / %4</translation>
    </message>
    <message>
        <source>Bottom line</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Every readout that carries a judgement (good, a warning or bad), in words.</source>
        <translation>每个带有判断（良好、警告或不佳）的读数，以文字给出。</translation>
    </message>
    <message>
        <source>Readout</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>Model flags</source>
        <translation>模型标记</translation>
    </message>
    <message>
        <source>Modelling choices and limits a reader must know to trust the numbers: every flag the model can raise, and whether it is raised for each design.</source>
        <translation>读者要信任这些数字必须了解的建模选择与局限：模型可能给出的每个标记，以及每个设计是否触发了它。</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>RAISED</source>
        <translation>已触发</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>No flag is raised for any design.</source>
        <translation>没有任何设计触发标记。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>The math</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Each readout&apos;s formula and source, with each design&apos;s values substituted.</source>
        <translation>每个读数的公式与来源，代入每个设计的数值。</translation>
    </message>
    <message>
        <source>Readout, formula and source</source>
        <translation>读数、公式与来源</translation>
    </message>
    <message>
        <source>%1: %2 — %3 (source: %4)</source>
        <translation>%1：%2 — %3（来源：%4）</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>有何不同</translation>
    </message>
    <message>
        <source>The inputs that differ between the designs.</source>
        <translation>各设计之间不同的输入。</translation>
    </message>
    <message>
        <source>The designs have the same inputs.</source>
        <translation>各设计的输入相同。</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Every input of each design, in SI-derived units as the controls show them.</source>
        <translation>每个设计的每项输入，按控件显示的 SI 派生单位。</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Design review</source>
        <translation>设计评审</translation>
    </message>
    <message>
        <source>Source: %1.</source>
        <translation>来源：%1。</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>印刷值</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>The appendix&apos;s tables, each printed value beside the value the model computes from the same inputs (the same for every design): %1 of %2 computed rows agree within half a unit of the last printed digit. </source>
        <translation>附录的各张表：每个印刷值旁是模型用相同输入算出的值（对每个设计都相同）：%2 个有计算值的行中有 %1 个在末位印刷数字的半个单位内一致。</translation>
    </message>
    <message>
        <source>Field data: published measurements beside the model</source>
        <translation>实测数据：公开发表的测量值与模型并列</translation>
    </message>
    <message>
        <source>Each measurement&apos;s setting evaluated by the model; a ratio far from 1 is where the model and a real fleet part.</source>
        <translation>用模型计算每项测量的设定；比值远离 1 之处，就是模型与真实集群分道扬镳的地方。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Readouts</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>Their formulas and sources are in &quot;The math&quot;, before the views.</source>
        <translation>它们的公式与来源见“公式”一节，位于各视图之前。</translation>
    </message>
    <message>
        <source>Trade-off map</source>
        <translation>权衡图</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> The target is not reached anywhere on this map.</source>
        <translation>本图中任何位置都达不到目标。</translation>
    </message>
    <message>
        <source> The target is reached on the bold line.</source>
        <translation>粗线上即达到目标。</translation>
    </message>
    <message>
        <source> No map: %1.</source>
        <translation>无图：%1。</translation>
    </message>
    <message>
        <source>%1: colour is %2 over %3 (across) and %4 (up), %5 × %5 points; thin lines at round values, the bold dashed line at the target (%6); the dot is the design.%7</source>
        <translation>%1：颜色表示 %2 随 %3（横向）与 %4（纵向）的变化，%5 × %5 个点；细线为整数值等值线，粗虚线为目标（%6）；圆点为该设计。%7</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考</translation>
    </message>
    <message>
        <source>The PDF draws the charts of: %1.</source>
        <translation>PDF 中绘有以下设计的图表：%1。</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1 (edited)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>%1 × %2 (MTTF %3 h)</source>
        <translation>%1 × %2（MTTF %3 h）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Intra-node link</source>
        <translation>节点内链路</translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Node components</source>
        <translation>节点组件</translation>
    </message>
    <message>
        <source>Left out of the budget</source>
        <translation>不计入预算</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>✓ best</source>
        <translation>✓ 最佳</translation>
    </message>
    <message>
        <source>not ranked: the model does not fit in one accelerator&apos;s memory</source>
        <translation>不参与排名：模型放不进单个加速器的显存</translation>
    </message>
    <message>
        <source>Changes in brackets are relative to the first design. %1 marks the better value where lower (time, accelerator-hours, failures, energy, cost, CO₂, power) or higher (throughput, goodput, MTBF, tokens/s) is better; the checkpoint interval and the cooling verdict are not ranked.</source>
        <translation>括号中的变化均相对于第一个设计。%1 标出更优的值：越低越好（时间、加速器小时数、故障次数、能耗、成本、CO₂、功率）或越高越好（吞吐量、有效吞吐、MTBF、tokens/s）；检查点间隔和冷却结论不参与排名。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The designs are equal on %1.</source>
        <translation>各设计在%1上相同。</translation>
    </message>
    <message numerus="yes">
        <source>%1 is best on %2 of %n ranked rows</source>
        <translation>
            <numerusform>%1 在 %n 个参与排名的行中有 %2 个最佳</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on none</source>
        <translation>%1 没有最佳行</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 在%2上最佳</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Equal on %1.</source>
        <translation>在%1上相同。</translation>
    </message>
</context>
<context>
    <name>ReviewCommands</name>
    <message>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <source> (at the range&apos;s end)</source>
        <translation>（位于范围端点）</translation>
    </message>
    <message>
        <source> (no change)</source>
        <translation>（无变化）</translation>
    </message>
    <message>
        <source> (clamped)</source>
        <translation>（已截断到范围内）</translation>
    </message>
    <message>
        <source>stdin</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>the run stops or restarts</source>
        <translation>训练停止或重启</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 of %2 (%3), each input moved by −%4 and +%4, sorted by the size of the effect.</source>
        <translation>%2 的 %1（%3），每项输入分别变动 −%4 与 +%4，按影响大小排序。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Largest change</source>
        <translation>最大变化</translation>
    </message>
    <message>
        <source>Each choice switched to another option, sorted by the size of the effect:</source>
        <translation>每个选项换成另一选择，按影响大小排序：</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Switched to</source>
        <translation>换成</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <source>Fleet Explorer — design review · page %1 of %2</source>
        <translation>Fleet Explorer — 设计评审 · 第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Design review: %1</source>
        <translation>设计评审：%1</translation>
    </message>
    <message>
        <source>cannot write the report: %1</source>
        <translation>无法写入报告：%1</translation>
    </message>
</context>
<context>
    <name>ReviewSession</name>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: not a review session of this application</source>
        <translation>%1：不是本程序的评审会话</translation>
    </message>
    <message>
        <source>%1: design %2 not pinned: four designs are pinned already</source>
        <translation>%1：设计 %2 未固定：已固定四个设计</translation>
    </message>
    <message>
        <source>Design %1 not pinned again: %2</source>
        <translation>设计 %1 未能重新固定：%2</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>%1 × %2</source>
        <comment>automatic scenario name: N × accelerator</comment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <source>η extrapolated (N &gt; 8,192)</source>
        <translation>η 为外推（N &gt; 8,192）</translation>
    </message>
    <message>
        <source>Young out of range (δ ≥ M/10)</source>
        <translation>Young 公式超出适用范围（δ ≥ M/10）</translation>
    </message>
    <message>
        <source>the run stalls</source>
        <translation>训练无法推进</translation>
    </message>
    <message>
        <source>layout invalid</source>
        <translation>并行布局无效</translation>
    </message>
    <message>
        <source>ρ = 1: communication no longer hides behind compute</source>
        <translation>ρ = 1：通信不再能被计算掩盖</translation>
    </message>
    <message>
        <source>30 kW: the air-cooling limit</source>
        <translation>30 kW：风冷上限</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>%1 = %2 full nodes + one of %3: those %3 accelerators carry a whole node&apos;s share over their own ports (SPEC §6.2), so ρ and the AllReduce times jump here (%4 and %5 fill their nodes).</source>
        <translation>%1 = %2 个满节点 + 一个 %3 卡的节点：这 %3 个加速器要用自己的端口承担整个节点的份额（SPEC §6.2），因此 ρ 和 AllReduce 时间在这里跳升（%4 与 %5 时各节点是满的）。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
</context>
<context>
    <name>Tornado</name>
    <message>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <source> (at the range&apos;s end)</source>
        <translation>（位于范围端点）</translation>
    </message>
    <message>
        <source> (no change)</source>
        <translation>（无变化）</translation>
    </message>
    <message>
        <source> (clamped)</source>
        <translation>（已截断到范围内）</translation>
    </message>
    <message>
        <source>whole nodes</source>
        <translation>整节点</translation>
    </message>
    <message>
        <source>%1 full nodes + one of %2</source>
        <translation>%1 个满节点 + 一个 %2 卡的节点</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Intra-node link</source>
        <translation>节点内链路</translation>
    </message>
</context>
<context>
    <name>TypedValue</name>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number</source>
        <translation>“%1”不是有限的数字</translation>
    </message>
    <message>
        <source>this field takes a plain number, not &quot;%1&quot;</source>
        <translation>此处只接受纯数字，不接受“%1”</translation>
    </message>
    <message>
        <source>this field takes a number in %1, not &quot;%2&quot;</source>
        <translation>此处接受以 %1 为单位的数字，不接受“%2”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit this field knows; type a number in %2 (or with another prefix)</source>
        <translation>“%1”不是此处认识的单位；请输入以 %2（或其他前缀）为单位的数字</translation>
    </message>
    <message>
        <source>%1 is not a unit of the same quantity as %2</source>
        <translation>%1 与 %2 不是同一物理量的单位</translation>
    </message>
    <message>
        <source>%1 = %2 (8 bits a byte)</source>
        <translation>%1 = %2（每字节 8 位）</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: %2 is above the largest value, %3; set to %4.</source>
        <translation>%1：%2 超过最大值 %3；已设为 %4。</translation>
    </message>
    <message>
        <source>%1: %2 is below the smallest value, %3; set to %4.</source>
        <translation>%1：%2 低于最小值 %3；已设为 %4。</translation>
    </message>
    <message>
        <source>%1: %2 is negative, and this field takes no value below 0; nothing was changed.</source>
        <translation>%1：%2 是负数，此字段不接受小于 0 的值；未做任何更改。</translation>
    </message>
</context>
<context>
    <name>fleet::AxisLock</name>
    <message>
        <source>Lock axes</source>
        <translation>锁定坐标轴</translation>
    </message>
    <message>
        <source>Keep this chart&apos;s axis ranges while inputs change, so a slider moves the curve, not the axis</source>
        <translation>输入变化时保持本图的坐标轴范围，使滑块移动的是曲线而不是坐标轴</translation>
    </message>
</context>
<context>
    <name>fleet::BarPlot</name>
    <message>
        <source>Pinned designs, as outlines: %1</source>
        <translation>已固定的设计（以轮廓线表示）：%1</translation>
    </message>
    <message>
        <source>Hidden until its question is answered</source>
        <translation>在相应问题揭晓前隐藏</translation>
    </message>
</context>
<context>
    <name>fleet::CalibrationDialog</name>
    <message>
        <source>Calibrate from observations</source>
        <translation>根据观测校准</translation>
    </message>
    <message>
        <source>Set the model&apos;s inputs from what your own fleet measured. Each Apply is one undo step; the input&apos;s tooltip then says it was calibrated and from what.</source>
        <translation>用你自己集群的实测值设定模型输入。每次“应用”都是一个可撤销步骤；之后该输入的提示会说明它已校准，以及依据什么校准。</translation>
    </message>
    <message>
        <source>Interruptions → accelerator MTTF</source>
        <translation>中断次数 → 加速器 MTTF</translation>
    </message>
    <message>
        <source>Unexpected interruptions observed</source>
        <translation>观测到的意外中断次数</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Over how many days they were counted</source>
        <translation>统计这些中断所用的天数</translation>
    </message>
    <message>
        <source>Accelerators in the fleet that was observed</source>
        <translation>被观测集群中的加速器数量</translation>
    </message>
    <message>
        <source>Interruptions:</source>
        <translation>中断次数：</translation>
    </message>
    <message>
        <source>Over:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>On accelerators:</source>
        <translation>加速器数：</translation>
    </message>
    <message>
        <source>Apply: set the accelerator MTTF</source>
        <translation>应用：设定加速器 MTTF</translation>
    </message>
    <message>
        <source>MTTF = N · T · 24 / interruptions: every interruption counted against an accelerator</source>
        <translation>MTTF = N · T · 24 / 中断次数：每次中断都计为一次加速器故障</translation>
    </message>
    <message>
        <source>Measured MFU at scale → MFU</source>
        <translation>规模化实测 MFU → MFU</translation>
    </message>
    <message>
        <source>The model FLOPs utilization your run measured at its full size</source>
        <translation>你的训练在完整规模下实测的模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>Measured MFU:</source>
        <translation>实测 MFU：</translation>
    </message>
    <message>
        <source>A measured MFU already includes the communication and scaling losses: the scaling efficiency is set to 1.</source>
        <translation>实测的 MFU 已包含通信和扩展损失：扩展效率设为 1。</translation>
    </message>
    <message>
        <source>Apply: set the MFU</source>
        <translation>应用：设定 MFU</translation>
    </message>
    <message>
        <source>MFU = the measured value, scaling efficiency = 1</source>
        <translation>MFU = 实测值，扩展效率 = 1</translation>
    </message>
    <message>
        <source>Measured node power → node overhead</source>
        <translation>实测节点功率 → 节点开销</translation>
    </message>
    <message>
        <source>The power one node drew, measured at the wall</source>
        <translation>在墙端插座测得的单个节点功率</translation>
    </message>
    <message>
        <source>Node power:</source>
        <translation>节点功率：</translation>
    </message>
    <message>
        <source>Apply: set the node overhead</source>
        <translation>应用：设定节点开销</translation>
    </message>
    <message>
        <source>Node overhead = node power − accelerators per node × TDP</source>
        <translation>节点开销 = 节点功率 − 每节点加速器数 × TDP</translation>
    </message>
    <message>
        <source>Time lost per interruption → restart overhead</source>
        <translation>每次中断损失的时间 → 重启开销</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>From the failure&apos;s detection to training again, on average</source>
        <translation>从检测到故障到重新开始训练的平均时间</translation>
    </message>
    <message>
        <source>Time lost:</source>
        <translation>损失时间：</translation>
    </message>
    <message>
        <source>Apply: set the restart overhead</source>
        <translation>应用：设定重启开销</translation>
    </message>
    <message>
        <source>Restart overhead = the time lost per interruption</source>
        <translation>重启开销 = 每次中断损失的时间</translation>
    </message>
    <message>
        <source>→ accelerator MTTF %1 (one interruption every %2 on the fleet observed)</source>
        <translation>→ 加速器 MTTF %1（被观测集群每 %2 中断一次）</translation>
    </message>
    <message>
        <source>Not applied: the model refuses the result.</source>
        <translation>未应用：模型拒绝该结果。</translation>
    </message>
    <message>
        <source>Accelerator MTTF set to %1, from %2 interruptions in %3 days on %4 accelerators</source>
        <translation>加速器 MTTF 设为 %1，依据 %4 个加速器在 %3 天内的 %2 次中断</translation>
    </message>
    <message>
        <source>Calibrate the accelerator MTTF</source>
        <translation>校准加速器 MTTF</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>MFU set to %1 from a measured MFU at scale; scaling efficiency set to 1 (the measurement already includes the communication)</source>
        <translation>MFU 依据规模化实测 MFU 设为 %1；扩展效率设为 1（实测值已包含通信）</translation>
    </message>
    <message>
        <source>Calibrate the MFU</source>
        <translation>校准 MFU</translation>
    </message>
    <message>
        <source>Node overhead set to %1, from a measured node power of %2</source>
        <translation>节点开销设为 %1，依据实测节点功率 %2</translation>
    </message>
    <message>
        <source>Calibrate the node overhead</source>
        <translation>校准节点开销</translation>
    </message>
    <message>
        <source>Restart overhead set to %1, from the time lost per interruption</source>
        <translation>重启开销设为 %1，依据每次中断损失的时间</translation>
    </message>
    <message>
        <source>Calibrate the restart overhead</source>
        <translation>校准重启开销</translation>
    </message>
</context>
<context>
    <name>fleet::ChartActions</name>
    <message>
        <source>Copy c&amp;hart as image</source>
        <translation>复制图表为图像(&amp;H)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copies the chart under the pointer (or the view&apos;s first chart) as an image, with its caption</source>
        <translation>将鼠标下的图表（或本视图的第一张图表）连同说明复制为图像</translation>
    </message>
    <message>
        <source>This view has no chart to copy</source>
        <translation>本视图没有可复制的图表</translation>
    </message>
    <message>
        <source>Export this chart…</source>
        <translation>导出此图表…</translation>
    </message>
    <message>
        <source>Copy chart as image</source>
        <translation>复制图表为图像</translation>
    </message>
    <message>
        <source>Copied the chart as an image</source>
        <translation>已将图表复制为图像</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export this table…</source>
        <translation>导出此表格…</translation>
    </message>
    <message>
        <source>Copy table as image</source>
        <translation>复制表格为图像</translation>
    </message>
</context>
<context>
    <name>fleet::ChartDataDialog</name>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>数据组</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Chart data</source>
        <translation>图表数据</translation>
    </message>
    <message>
        <source>Data: %1</source>
        <translation>数据：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of the chart&apos;s data; the arrow keys move between cells, Ctrl+C copies the selected cells as CSV.</source>
        <translation>
            <numerusform>图表数据共 %n 行；方向键在单元格之间移动，Ctrl+C 将所选单元格复制为 CSV。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Puts the whole table on the clipboard as CSV</source>
        <translation>将整个表格以 CSV 格式放到剪贴板</translation>
    </message>
    <message>
        <source>Closes this table</source>
        <translation>关闭此表格</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 个数据点</numerusform>
        </translation>
    </message>
    <message>
        <source>Show data as table…</source>
        <translation>以表格显示数据…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a column&apos;s title and its unit</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>fleet::ChoiceControl</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>fleet::CommunicationView</name>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>Links as bidirectional totals</source>
        <translation>链路按双向合计显示</translation>
    </message>
    <message>
        <source>Message = P × bytes per parameter</source>
        <translation>消息 = P × 每参数字节数</translation>
    </message>
    <message>
        <source>Bandwidth staircase</source>
        <translation>带宽阶梯</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Time to move the transfer</source>
        <translation>传输所需时间</translation>
    </message>
    <message>
        <source>bytes / β per direction + α</source>
        <translation>字节 / 单向 β + α</translation>
    </message>
    <message>
        <source>Accelerators N</source>
        <translation>加速器数 N</translation>
    </message>
    <message>
        <source>AllReduce time vs N</source>
        <translation>AllReduce 时间与 N</translation>
    </message>
    <message>
        <source>AllReduce time vs message size</source>
        <translation>AllReduce 时间与消息大小</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>阶梯</translation>
    </message>
    <message>
        <source>Links are per direction unless this is ticked; HBM bandwidth is a total either way. Times always use per-direction bandwidth.</source>
        <translation>未勾选时链路按单向显示；HBM 带宽始终为合计值。时间始终按单向带宽计算。</translation>
    </message>
    <message>
        <source>AllReduce and ρ</source>
        <translation>AllReduce 与 ρ</translation>
    </message>
    <message>
        <source>Untick to set the message size by hand</source>
        <translation>取消勾选可手动设定消息大小</translation>
    </message>
    <message>
        <source>The appendix&apos;s ρ scenarios:</source>
        <translation>附录中的 ρ 场景：</translation>
    </message>
    <message>
        <source>7B data-parallel, 256 GPUs</source>
        <translation>7B 数据并行，256 个 GPU</translation>
    </message>
    <message>
        <source>340M (&quot;350M&quot;) data-parallel, 256 GPUs</source>
        <translation>340M（“350M”）数据并行，256 个 GPU</translation>
    </message>
    <message>
        <source>16 MB over NVLink 4.0</source>
        <translation>经 NVLink 4.0 传输 16 MB</translation>
    </message>
    <message>
        <source>7.0e9 × 2 B over IB NDR ring, T_compute/N = 5 s: 560.4 ms, ρ 0.11</source>
        <translation>7.0e9 × 2 B 经 IB NDR 环，T_compute/N = 5 s：560.4 ms，ρ 0.11</translation>
    </message>
    <message>
        <source>340e6 × 2 B (BERT-Large behind the appendix&apos;s &quot;350M&quot;), T_compute/N = 10 ms: 29.6 ms, ρ ≈ 3</source>
        <translation>340e6 × 2 B（附录“350M”背后的 BERT-Large），T_compute/N = 10 ms：29.6 ms，ρ ≈ 3</translation>
    </message>
    <message>
        <source>16e6 B over NVLink 4.0 at 450 GB/s, bandwidth only, per 1 ms layer: ρ 0.036</source>
        <translation>16e6 B 经 NVLink 4.0（450 GB/s），仅带宽，每 1 ms 一层：ρ 0.036</translation>
    </message>
    <message>
        <source>Message from the workload</source>
        <translation>消息由工作负载得出</translation>
    </message>
    <message>
        <source>Message set by hand</source>
        <translation>手动设定消息</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation>PCIe Gen5</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>Links: bidirectional total; HBM: total</source>
        <translation>链路：双向合计；HBM：合计</translation>
    </message>
    <message>
        <source>Links: per direction; HBM: total</source>
        <translation>链路：单向；HBM：合计</translation>
    </message>
    <message>
        <source>Bandwidth staircase: %1× intra/inter</source>
        <translation>带宽阶梯：节点内/节点间 %1×</translation>
    </message>
    <message>
        <source>Time to move %1</source>
        <translation>传输 %1 所需时间</translation>
    </message>
    <message>
        <source>N = %1: ring %2</source>
        <translation>N = %1：环形 %2</translation>
    </message>
    <message>
        <source>M = %1, N = %2</source>
        <translation>M = %1，N = %2</translation>
    </message>
    <message>
        <source>tree beats ring from N = %1</source>
        <translation>N = %1 起树形优于环形</translation>
    </message>
    <message>
        <source>tree beats ring below %1</source>
        <translation>低于 %1 时树形优于环形</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <source>Hierarchical</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>%1 β part</source>
        <translation>%1 β 部分</translation>
    </message>
    <message>
        <source>%1 α part</source>
        <translation>%1 α 部分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>消息大小</translation>
    </message>
    <message>
        <source>M = %1</source>
        <translation>M = %1</translation>
    </message>
    <message>
        <source>T_c = %1</source>
        <translation>T_c = %1</translation>
    </message>
    <message>
        <source>AllReduce lines — solid: total time · long dashes: bandwidth part (β) · short dashes: latency part (α).</source>
        <translation>AllReduce 曲线 — 实线：总时间 · 长虚线：带宽部分 (β) · 短虚线：延迟部分 (α)。</translation>
    </message>
    <message>
        <source>Flat ring and tree run at the slowest link they cross; hierarchical: ring in the node, ring of M/g across nodes.</source>
        <translation>扁平环和树以其经过的最慢链路运行；分层：节点内做环，节点间对 M/g 做环。</translation>
    </message>
</context>
<context>
    <name>fleet::CompareView</name>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bottom line&lt;/b&gt;</source>
        <translation>&lt;b&gt;关键结果&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs that differ&lt;/b&gt;</source>
        <translation>&lt;b&gt;不同的输入&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Design %1</source>
        <translation>设计 %1</translation>
    </message>
    <message>
        <source>The name of design %1 in the tables&apos; headings.</source>
        <translation>设计 %1 在表头中显示的名称。</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Make design %1 the open scenario (one undo step); the comparison follows your changes to it.</source>
        <translation>将设计 %1 设为当前场景（一步可撤销）；对比随你对它的修改而更新。</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>取消固定</translation>
    </message>
    <message>
        <source>Remove design %1 from the comparison.</source>
        <translation>从对比中移除设计 %1。</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>编辑中</translation>
    </message>
    <message>
        <source>Current (not pinned)</source>
        <translation>当前（未固定）</translation>
    </message>
    <message>
        <source>(being edited)</source>
        <translation>（编辑中）</translation>
    </message>
    <message>
        <source>Pin the open scenario as design A, change it (a cluster size, a PUE, other hardware), then pin it again as B: the tables compare them.</source>
        <translation>将当前场景固定为设计 A，再修改它（集群规模、PUE、其他硬件），然后固定为设计 B：表格会对比两者。</translation>
    </message>
    <message>
        <source>Change the scenario, then pin it as design B to compare it with A.</source>
        <translation>修改场景，然后将其固定为设计 B，与 A 对比。</translation>
    </message>
    <message>
        <source>&amp;Designs</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sensitivity</source>
        <translation>敏感性(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Trade-off map</source>
        <translation>权衡图(&amp;T)</translation>
    </message>
    <message>
        <source>The pinned designs side by side: the bottom line and the inputs that differ.</source>
        <translation>并列比较已固定的设计：核心指标与不同的输入。</translation>
    </message>
    <message>
        <source>Which input matters: each input moved −10 % and +10 %; and solving for a target.</source>
        <translation>哪个输入最重要：每个输入变动 −10 % 与 +10 %；以及按目标求解。</translation>
    </message>
    <message>
        <source>The output over two inputs, with contours and a target; click to move the design.</source>
        <translation>输出随两个输入的变化，带等值线与目标；点击即可移动设计。</translation>
    </message>
    <message>
        <source>Pin as design A</source>
        <translation>固定为设计 A</translation>
    </message>
    <message>
        <source>Pins the open scenario: adds a frozen copy of it as the next design (A to D; at most four, unpin one to add another). Edit a design to make it the open scenario again: the comparison then follows your changes to it.</source>
        <translation>固定当前场景：将其冻结副本添加为下一个设计（A 到 D；最多四个，取消固定一个后才能再添加）。编辑某个设计会使其重新成为当前场景：对比随后会跟随你对它的修改。</translation>
    </message>
    <message>
        <source>All four pinned</source>
        <translation>四个均已固定</translation>
    </message>
    <message>
        <source>Pin as design %1</source>
        <translation>固定为设计 %1</translation>
    </message>
    <message>
        <source>Pin a file…</source>
        <translation>固定文件…</translation>
    </message>
    <message>
        <source>Pins a saved scenario file as the next design, without opening it (also File › Pin a File to Compare…).</source>
        <translation>将已保存的场景文件固定为下一个设计，而不打开它（也可用 文件 › 固定文件以对比…）。</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>扫描(&amp;W)</translation>
    </message>
    <message>
        <source>Any output against any input: a curve for the open scenario and each pinned design, with thresholds and their crossings.</source>
        <translation>任一输出随任一输入的变化：当前场景与每个已固定设计各一条曲线，并标出阈值及其交点。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Bottom line</source>
        <translation>核心指标</translation>
    </message>
    <message>
        <source>Copy table as Markdown</source>
        <translation>以 Markdown 复制表格</translation>
    </message>
    <message>
        <source>%1 now %2; each number −%3 % and +%3 %, each choice switched, by effect: %4</source>
        <translation>%1 当前为 %2；每个数值 −%3 % 与 +%3 %，每个选项切换，按影响排序：%4</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>不同的输入</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Designs compared: %1</source>
        <translation>所比较的设计：%1</translation>
    </message>
    <message>
        <source>changes against %1; %2 marks the better value</source>
        <translation>变化相对于 %1；%2 标出更优的值</translation>
    </message>
</context>
<context>
    <name>fleet::ComparisonPanel</name>
    <message>
        <source>Tick accelerators to overlay them:</source>
        <translation>勾选要叠加显示的加速器：</translation>
    </message>
    <message>
        <source>Accelerators to compare</source>
        <translation>要比较的加速器</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Ridge
(FLOP/byte)</source>
        <translation>脊点
(FLOP/byte)</translation>
    </message>
    <message>
        <source>Decode
(tokens/s)</source>
        <translation>解码
(tokens/s)</translation>
    </message>
    <message>
        <source>Rack
(kW)</source>
        <translation>机柜
(kW)</translation>
    </message>
    <message>
        <source>Under the current scenario: ridge = R_peak / BW; decode tokens/s for the current model and batch; rack kW = per node × nodes per rack × TDP</source>
        <translation>基于当前场景：脊点 = R_peak / BW；解码 tokens/s 按当前模型与批大小；机柜 kW = 每节点 × 每机柜节点数 × TDP</translation>
    </message>
    <message>
        <source> (picked)</source>
        <translation>（当前选择）</translation>
    </message>
    <message>
        <source> (BF16: no FP8 peak)</source>
        <translation>（BF16：无 FP8 峰值）</translation>
    </message>
    <message>
        <source>The picked accelerator: drawn already as the solid roof, not overlaid</source>
        <translation>当前选定的加速器：已绘制为实线屋顶，不再叠加</translation>
    </message>
</context>
<context>
    <name>fleet::CurveQuestion</name>
    <message>
        <source>Reveal the curve</source>
        <translation>揭晓曲线</translation>
    </message>
    <message>
        <source>Close the curve question</source>
        <translation>关闭曲线问题</translation>
    </message>
    <message>
        <source>Hide and ask: %1</source>
        <translation>隐藏并提问：%1</translation>
    </message>
    <message>
        <source>Hide this curve until a prediction is clicked onto the chart</source>
        <translation>隐藏这条曲线，直到在图上点出预测</translation>
    </message>
    <message>
        <source>Show the curve and how far the prediction was</source>
        <translation>显示曲线，以及预测偏差多少</translation>
    </message>
    <message>
        <source>You predicted %1 at %2: %3 (the curve: %4).</source>
        <translation>你预测在 %2 处为 %1：%3（曲线：%4）。</translation>
    </message>
    <message>
        <source>Where does &quot;%1&quot; go? Click your prediction onto the chart</source>
        <translation>“%1”会走向哪里？在图上点出你的预测</translation>
    </message>
    <message>
        <source>Prediction placed: Reveal shows the curve</source>
        <translation>已放置预测：点击“揭晓”显示曲线</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Close question</source>
        <translation>关闭问题</translation>
    </message>
    <message>
        <source>Show the curve again and remove the prediction</source>
        <translation>重新显示曲线并移除预测</translation>
    </message>
</context>
<context>
    <name>fleet::DesignPins</name>
    <message>
        <source>Design %1</source>
        <translation>设计 %1</translation>
    </message>
</context>
<context>
    <name>fleet::ExplorerView</name>
    <message>
        <source>Readouts</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>Compare accelerators</source>
        <translation>比较加速器</translation>
    </message>
    <message>
        <source>hidden until a prediction is committed</source>
        <translation>在提交预测之前隐藏</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 参数</translation>
    </message>
</context>
<context>
    <name>fleet::FieldControl</name>
    <message>
        <source>Calibrated: %1</source>
        <translation>已校准：%1</translation>
    </message>
</context>
<context>
    <name>fleet::FieldPoints</name>
    <message>
        <source>Field data</source>
        <translation>实测数据</translation>
    </message>
    <message>
        <source>Show the published measurements of real fleets on this chart, each with its source and measured ÷ model</source>
        <translation>在此图上显示真实集群的公开实测数据，每个点附出处和“实测 ÷ 模型”</translation>
    </message>
    <message>
        <source>Field data (measured)</source>
        <translation>实测数据（测量值）</translation>
    </message>
</context>
<context>
    <name>fleet::FleetPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&amp;Appendix (first-order)</source>
        <translation>附录模型（一阶）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Coupled (design review)</source>
        <translation>耦合模型（设计评审）(&amp;C)</translation>
    </message>
    <message>
        <source>One click sets every coupling at once (one undo step):
• scaling efficiency: empirical table ↔ lower of empirical and network
• compute per step: set by hand ↔ from the global batch
• AllReduce for ρ: ring ↔ hierarchical
• failures: accelerators only ↔ nodes with NICs and PSUs
• goodput: the overhead budget ↔ derived from reliability
• checkpoint interval: Young ↔ Daly
• host power per node: 0 ↔ the accelerator&apos;s vendor system figure</source>
        <translation>一次点击同时设置所有耦合项（一个撤销步骤）：
• 扩展效率：经验表 ↔ 经验与网络中较低者
• 每步计算时间：手动设定 ↔ 由全局批量得出
• 用于 ρ 的 AllReduce：环形 ↔ 分层
• 故障：仅加速器 ↔ 节点（含网卡与电源）
• 有效吞吐：开销预算 ↔ 由可靠性推导
• 检查点间隔：Young ↔ Daly
• 每节点主机功率：0 ↔ 该加速器厂商整机的数值</translation>
    </message>
    <message>
        <source>Switch to the coupled model</source>
        <translation>切换到耦合模型</translation>
    </message>
    <message>
        <source>Switch to the appendix model</source>
        <translation>切换到附录模型</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>✎ Custom figures (edited by hand)</source>
        <translation>✎ 自定义数值（手动修改）</translation>
    </message>
    <message>
        <source>A figure below differs from the catalog. Pick the accelerator again to restore the catalog&apos;s figures.</source>
        <translation>下方某个数值与硬件目录不同。再次选择该加速器即可恢复目录数值。</translation>
    </message>
    <message>
        <source>BF16 (dense)</source>
        <translation>BF16（稠密）</translation>
    </message>
    <message>
        <source>FP8 (dense)</source>
        <translation>FP8（稠密）</translation>
    </message>
    <message>
        <source>The tensor precision whose dense peak the model uses</source>
        <translation>模型所用稠密峰值对应的张量精度</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>Interconnect (bandwidth per direction)</source>
        <translation>互连（单向带宽）</translation>
    </message>
    <message>
        <source>&amp;Intra-node link</source>
        <translation>节点内链路(&amp;I)</translation>
    </message>
    <message>
        <source>I&amp;nter-node fabric</source>
        <translation>节点间网络(&amp;N)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Set precision</source>
        <translation>设置精度</translation>
    </message>
    <message>
        <source>Pick intra-node link</source>
        <translation>选择节点内链路</translation>
    </message>
    <message>
        <source>Pick inter-node fabric</source>
        <translation>选择节点间网络</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <source>Custom: a mix of the two</source>
        <translation>自定义：两者混合</translation>
    </message>
    <message>
        <source>Host power per node follows the accelerator: %1 → %2, the %3&apos;s vendor-system figure.</source>
        <translation>每节点主机功率随加速器变化：%1 → %2，即 %3 厂商整机的数值。</translation>
    </message>
    <message>
        <source>Host power per node stays at %1, set by hand (the %2&apos;s vendor-system figure is %3).</source>
        <translation>每节点主机功率保持手动设置的 %1（%2 厂商整机的数值为 %3）。</translation>
    </message>
    <message>
        <source>Host power per node stays at %1, set by hand.</source>
        <translation>每节点主机功率保持手动设置的 %1。</translation>
    </message>
    <message>
        <source>What each model sets…</source>
        <translation>各模型的设定…</translation>
    </message>
    <message>
        <source>The choices the model switch sets (SPEC §6.6): the appendix&apos;s, the coupled model&apos;s and this scenario&apos;s, side by side.</source>
        <translation>模型切换所设定的选项（SPEC §6.6）：附录模型、耦合模型与本场景的设定并排列出。</translation>
    </message>
    <message>
        <source>Model switched: one choice changed — What each model sets… shows it; Ctrl+Z undoes the switch.</source>
        <translation>已切换模型：改变了一个选项——“各模型的设定…”中可查看；Ctrl+Z 撤销切换。</translation>
    </message>
    <message>
        <source>Model switched: %1 choices changed — What each model sets… shows them; Ctrl+Z undoes the switch.</source>
        <translation>已切换模型：改变了 %1 个选项——“各模型的设定…”中可查看；Ctrl+Z 撤销切换。</translation>
    </message>
    <message>
        <source>Snap to &amp;whole nodes</source>
        <translation>对齐到整节点(&amp;W)</translation>
    </message>
    <message>
        <source>The cluster size&apos;s slider and spin box set whole nodes (multiples of the accelerators per node; one accelerator at a time within one node), where a partly filled last node would make ρ and the AllReduce times jump. On by default while the Communication view shows; ticked or unticked here, your choice holds in every view and is saved with the scenario.</source>
        <translation>集群规模的滑块和数值框只取整节点（每节点加速器数的倍数；一个节点以内每次一个加速器）：最后一个节点只部分填满时，ρ 和 AllReduce 时间会跳变。通信视图显示时默认开启；在此勾选或取消后，你的选择在所有视图中保持，并随场景保存。</translation>
    </message>
    <message numerus="yes">
        <source>%1 = %n node(s) of %2</source>
        <translation>
            <numerusform>%1 = %n 个节点，每节点 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Cluster size: %1 snapped to whole nodes: %2. Untick Snap to whole nodes to keep %1.</source>
        <translation>集群规模：%1 已对齐到整节点：%2。取消勾选“对齐到整节点”可保留 %1。</translation>
    </message>
</context>
<context>
    <name>fleet::GoalSeekDialog</name>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Solve for a target</source>
        <translation>按目标求解</translation>
    </message>
    <message>
        <source>(choose below)</source>
        <translation>（在下方选择）</translation>
    </message>
    <message>
        <source>Questions a design review asks: each sets the output, the target and the input below.</source>
        <translation>设计评审常问的问题：每一项都会设置下方的输出、目标与输入。</translation>
    </message>
    <message>
        <source>The output that must meet the target.</source>
        <translation>必须满足目标的输出。</translation>
    </message>
    <message>
        <source>The target with its unit: &quot;30 days&quot;, &quot;9 MW&quot;, &quot;30 kW&quot;, &quot;50 %&quot;. Lower-is-better outputs must stay at or under it, the others at or over it.</source>
        <translation>带单位的目标：&quot;30 days&quot;、&quot;9 MW&quot;、&quot;30 kW&quot;、&quot;50 %&quot;。越低越好的输出须不高于目标，其余须不低于目标。</translation>
    </message>
    <message>
        <source>The input the search varies over its whole range (in log space where its values are positive, whole numbers for counts).</source>
        <translation>搜索时在整个取值范围内变动的输入（取值为正时在对数空间中搜索，计数取整数）。</translation>
    </message>
    <message>
        <source>Set the input to the value found, as one undo step.</source>
        <translation>将输入设为求得的值，作为一个撤销步骤。</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>示例(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>输出(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>变动(&amp;V)：</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
</context>
<context>
    <name>fleet::HardwareEditor</name>
    <message>
        <source>source (datasheet, paper)</source>
        <translation>来源（数据手册、论文）</translation>
    </message>
    <message>
        <source>%1: source</source>
        <translation>%1：来源</translation>
    </message>
    <message>
        <source>&amp;Save to my catalog</source>
        <translation>保存到我的目录(&amp;S)</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>&amp;Accelerator</source>
        <translation>加速器(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Link</source>
        <translation>链路(&amp;L)</translation>
    </message>
    <message>
        <source>Saved to %1 and loaded at every start, over the built-in catalog. New entries appear in the pickers at the next start.</source>
        <translation>保存到 %1，每次启动时加载并覆盖内置目录。新条目在下次启动时出现在选择框中。</translation>
    </message>
    <message>
        <source>Start &amp;from:</source>
        <translation>基于(&amp;F)：</translation>
    </message>
    <message>
        <source>A lowercase vendor-model id (a-z, 0-9, &apos;-&apos;, &apos;.&apos;); an id of the catalog replaces that entry</source>
        <translation>小写的“厂商-型号”标识（a-z、0-9、&apos;-&apos;、&apos;.&apos;）；与目录中已有标识相同则替换该条目</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>标识(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>来源(&amp;O)：</translation>
    </message>
    <message>
        <source>Scale-up &amp;link:</source>
        <translation>纵向扩展链路(&amp;L)：</translation>
    </message>
    <message>
        <source>BF16 peak (dense)</source>
        <translation>BF16 峰值（稠密）</translation>
    </message>
    <message>
        <source>FP8 peak (dense; empty if none)</source>
        <translation>FP8 峰值（稠密；没有则留空）</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>层级(&amp;T)：</translation>
    </message>
    <message>
        <source>Per direction</source>
        <translation>单向</translation>
    </message>
    <message>
        <source>Bidirectional total</source>
        <translation>双向合计</translation>
    </message>
    <message>
        <source>How the source prints the bandwidth; the model uses it per direction (a total is halved)</source>
        <translation>来源给出带宽的方式；模型按单向使用（合计值减半）</translation>
    </message>
    <message>
        <source>Bandwidth as &amp;published:</source>
        <translation>公布的带宽口径(&amp;P)：</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Latency (one way)</source>
        <translation>延迟（单向）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Not saved — %1</source>
        <translation>未保存 — %1</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
</context>
<context>
    <name>fleet::LayoutView</name>
    <message>
        <source>Layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>Apply this layout</source>
        <translation>应用此布局</translation>
    </message>
    <message>
        <source>Memory per accelerator</source>
        <translation>每个加速器的内存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>One training step</source>
        <translation>一个训练步</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Tensor AllReduce</source>
        <translation>张量并行 AllReduce</translation>
    </message>
    <message>
        <source>Pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>专家并行 All-to-All</translation>
    </message>
    <message>
        <source>Bubble</source>
        <translation>气泡</translation>
    </message>
    <message>
        <source>Accelerators N</source>
        <translation>加速器数 N</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>MFU vs cluster size</source>
        <translation>MFU 与集群规模</translation>
    </message>
    <message>
        <source>Time to train vs cluster size</source>
        <translation>训练所需时间与集群规模</translation>
    </message>
    <message>
        <source>Best layout at each N (Plan for me)</source>
        <translation>每个 N 下的最佳布局（为我规划）</translation>
    </message>
    <message>
        <source>At N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>MFU vs N</source>
        <translation>MFU 与 N</translation>
    </message>
    <message>
        <source>Time to train vs N</source>
        <translation>训练所需时间与 N</translation>
    </message>
    <message>
        <source>Which quantity the curve chart draws against the cluster size</source>
        <translation>曲线图随集群规模绘制的量</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>The nearest layout that multiplies to N and fits the model&apos;s heads and layers (one undo step)</source>
        <translation>乘积为 N 且符合模型头数与层数的最近布局（可一步撤销）</translation>
    </message>
    <message>
        <source>Plan for me</source>
        <translation>为我规划</translation>
    </message>
    <message>
        <source>Find the five best layouts</source>
        <translation>找出最佳的五个布局</translation>
    </message>
    <message>
        <source>Every t (powers of 2 up to a node), p, ZeRO stage, recomputation and micro-batch of 1–8 that fits, ranked by MFU (SPEC §8.4)</source>
        <translation>遍历所有放得下的 t（2 的幂，最多一个节点）、p、ZeRO 阶段、激活重算方式与 1–8 的微批，按 MFU 排序（SPEC §8.4）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory
(GB)</source>
        <translation>内存
(GB)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>The layouts that fit, best MFU first; Apply (or Enter, or a double-click) makes one the scenario&apos;s layout</source>
        <translation>放得下的布局，MFU 最高者在前；“应用”（或按 Enter、双击）将其设为场景的布局</translation>
    </message>
    <message>
        <source>Model and batch</source>
        <translation>模型与批量</translation>
    </message>
    <message>
        <source>t = %1, p = %2, d = %3, ZeRO-%4</source>
        <translation>t = %1，p = %2，d = %3，ZeRO-%4</translation>
    </message>
    <message>
        <source>G = %1 tokens</source>
        <translation>G = %1 token</translation>
    </message>
    <message>
        <source>No layout of this model fits on %1 accelerators: try ZeRO-3, full recomputation or more accelerators</source>
        <translation>该模型没有任何布局能放进 %1 个加速器：请尝试 ZeRO-3、完全重算或更多加速器</translation>
    </message>
    <message>
        <source>Apply layout %1</source>
        <translation>应用布局 %1</translation>
    </message>
    <message>
        <source>Nearest layout %1</source>
        <translation>最近布局 %1</translation>
    </message>
    <message>
        <source>Memory per accelerator: the layout cannot run</source>
        <translation>每个加速器的内存：布局无法运行</translation>
    </message>
    <message>
        <source>One training step: the layout cannot run</source>
        <translation>一个训练步：布局无法运行</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>The layout cannot run.</source>
        <translation>该布局无法运行。</translation>
    </message>
    <message>
        <source>Use the nearest that runs: %1</source>
        <translation>使用可运行的最近布局：%1</translation>
    </message>
    <message>
        <source>This layout (d = N / (t · p))</source>
        <translation>此布局（d = N / (t · p)）</translation>
    </message>
    <message>
        <source>Old chain: MFU × empirical η</source>
        <translation>旧的乘法链：MFU × 经验 η</translation>
    </message>
    <message>
        <source>Curve against N</source>
        <translation>随 N 变化的曲线</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Exposed DP AllReduce</source>
        <translation>未被掩盖的数据并行 AllReduce</translation>
    </message>
    <message>
        <source>This step</source>
        <translation>这一步</translation>
    </message>
    <message>
        <source>Memory per accelerator: %1</source>
        <translation>每个加速器的内存：%1</translation>
    </message>
    <message>
        <source>Memory per accelerator: %1 (%2)</source>
        <translation>每个加速器的内存：%1（%2）</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>One step: %1, MFU %2</source>
        <translation>单步：%1，MFU %2</translation>
    </message>
</context>
<context>
    <name>fleet::Lesson</name>
    <message>
        <source>en</source>
        <comment>The language code of this translation (zh_CN for Simplified Chinese): a lesson shows its texts in this language</comment>
        <translation>zh_CN</translation>
    </message>
</context>
<context>
    <name>fleet::LessonPlayer</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>The previous step, with its scenario as it was (Page Up)</source>
        <translation>上一步，场景恢复为该步的原样（Page Up）</translation>
    </message>
    <message>
        <source>The next step (Page Down)</source>
        <translation>下一步（Page Down）</translation>
    </message>
    <message>
        <source>Shows the answer; commit a prediction or pick an answer first (Space)</source>
        <translation>显示答案；请先提交预测或选择一个答案（空格键）</translation>
    </message>
    <message>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <source>%1 · Step %2 of %3: %4</source>
        <translation>%1 · 第 %2 步，共 %3 步：%4</translation>
    </message>
    <message>
        <source>Held still in this step: %1</source>
        <translation>本步骤锁定：%1</translation>
    </message>
    <message>
        <source>Pick this answer, then Reveal (Space)</source>
        <translation>选择此答案，然后揭晓（空格键）</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 ◀ picked</source>
        <translation>%1 ◀ 已选</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>答案：%1。</translation>
    </message>
    <message>
        <source>Closes the lesson; your own scenario comes back as it was</source>
        <translation>关闭课程；你自己的场景恢复原样</translation>
    </message>
    <message>
        <source>You predicted %1: %2.</source>
        <translation>你的预测为 %1：%2。</translation>
    </message>
    <message>
        <source>Next lesson ▶</source>
        <translation>下一课 ▶</translation>
    </message>
    <message>
        <source>Opens the next lesson</source>
        <translation>打开下一课</translation>
    </message>
    <message>
        <source>Not quite: you picked %1; the answer is %2.</source>
        <translation>不完全对：你选了 %1；答案是 %2。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>fleet::LiveControls</name>
    <message>
        <source>Drag: the cluster size moves along round values (1, 2, 5 × 10ᵏ and the powers of two); type any value with a unit in the box (&quot;2k&quot;, &quot;16,384&quot;)</source>
        <translation>拖动：集群规模沿整数值移动（1、2、5 × 10ᵏ 以及 2 的幂）；在框中可输入任意带单位的值（&quot;2k&quot;、&quot;16,384&quot;）</translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation>节点间网络(&amp;F)</translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>A&amp;ccelerator</source>
        <translation>加速器(&amp;C)</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
</context>
<context>
    <name>fleet::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them?</source>
        <translation>场景有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Drag a slider, pick hardware, hover a curve. Ctrl+1…%1 switch views; Ctrl+Z undoes.</source>
        <translation>拖动滑块、选择硬件、把鼠标悬停在曲线上。Ctrl+1…%1 切换视图；Ctrl+Z 撤销。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New (appendix defaults)</source>
        <translation>新建（附录默认值）(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>场景 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>重命名(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Export view (PNG, SVG, PDF)…</source>
        <translation>导出视图（PNG、SVG、PDF）(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Larger font (projector)</source>
        <translation>大字号（投影）(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Fleet panel</source>
        <translation>集群面板(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Fleet Explorer</source>
        <translation>关于 Fleet Explorer(&amp;A)</translation>
    </message>
    <message>
        <source>About Fleet Explorer</source>
        <translation>关于 Fleet Explorer</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Fleet Explorer&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;The physics of machine-learning fleets: roofline, scaling, reliability, power and cooling, recomputed live.&lt;/p&gt;&lt;p&gt;Formulas and reference values: the appendix &quot;Fleet Foundations&quot;; every readout&apos;s tooltip shows its formula and source.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fleet Explorer&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;机器学习集群的物理规律：顶线、扩展、可靠性、功率与冷却，实时重新计算。&lt;/p&gt;&lt;p&gt;公式与参考数值：附录“Fleet Foundations”；每个读数的提示都给出其公式与来源。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Layout reset: the fleet panel is back on the left.</source>
        <translation>布局已重置：集群面板已回到左侧。</translation>
    </message>
    <message>
        <source>Appendix model (first-order)</source>
        <translation>附录模型（一阶）</translation>
    </message>
    <message>
        <source>Coupled model (design review)</source>
        <translation>耦合模型（设计评审）</translation>
    </message>
    <message>
        <source>Custom model (a mix)</source>
        <translation>自定义模型（两者混合）</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 — %2[*] — %3 — Fleet Explorer</source>
        <translation>%1 — %2[*] — %3 — Fleet Explorer</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>Name of the scenario (leave empty for one made from the hardware and cluster size):</source>
        <translation>场景名称（留空则由硬件和集群规模自动生成）：</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>%1 no longer exists; removed from the recent files.</source>
        <translation>%1 已不存在；已从最近的文件中移除。</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景 (*.json)</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>导出视图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图形 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hardware…</source>
        <translation>硬件(&amp;H)…</translation>
    </message>
    <message>
        <source>Saved to %1; it is loaded at the next start.</source>
        <translation>已保存到 %1；将在下次启动时加载。</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>全部重置(&amp;A)</translation>
    </message>
    <message>
        <source>Every input back to the appendix&apos;s defaults, as one undo step</source>
        <translation>把所有输入恢复为附录的默认值，作为一个撤销步骤</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Opened the example &quot;%1&quot;</source>
        <translation>已打开示例“%1”</translation>
    </message>
    <message>
        <source>&amp;Solve for a target…</source>
        <translation>按目标求解(&amp;S)…</translation>
    </message>
    <message>
        <source>%1 has no control in the views: it comes from the hardware picked (Tools › Hardware…) or the scenario file.</source>
        <translation>%1 在各视图中没有控件：它来自所选硬件（工具 › 硬件…）或场景文件。</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Built-in lesson &quot;%1&quot; (fleet-explorer --lesson %1)</source>
        <translation>内置课程“%1”（fleet-explorer --lesson %1）</translation>
    </message>
    <message>
        <source>Open lesson &amp;file…</source>
        <translation>打开课程文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>课程 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save s&amp;teps as lesson…</source>
        <translation>将步骤保存为课程(&amp;T)…</translation>
    </message>
    <message>
        <source>Writes the scenarios visited since the window opened or the lesson began as a lesson file to edit</source>
        <translation>将窗口打开或课程开始以来访问过的场景写成可编辑的课程文件</translation>
    </message>
    <message>
        <source>Cannot open lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>Save steps as lesson</source>
        <translation>将步骤保存为课程</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>课程 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>无法保存课程</translation>
    </message>
    <message>
        <source>Saved the visited steps as a lesson to %1</source>
        <translation>已将访问过的步骤保存为课程：%1</translation>
    </message>
    <message>
        <source>&amp;Pin a File to Compare…</source>
        <translation>固定文件以对比(&amp;P)…</translation>
    </message>
    <message>
        <source>Cannot pin scenario</source>
        <translation>无法固定场景</translation>
    </message>
    <message>
        <source>Four designs pinned</source>
        <translation>已固定四个设计</translation>
    </message>
    <message>
        <source>The comparison holds four designs (A to D): unpin one in the Compare view to add %1.</source>
        <translation>对比最多容纳四个设计（A 到 D）：请先在“对比”视图中取消固定一个，再添加 %1。</translation>
    </message>
    <message>
        <source>Pinned %1 as design %2</source>
        <translation>已将 %1 固定为设计 %2</translation>
    </message>
    <message>
        <source>Pin a scenario file to compare</source>
        <translation>固定场景文件以对比</translation>
    </message>
    <message>
        <source>&amp;Calibrate from observations…</source>
        <translation>根据观测校准(&amp;C)…</translation>
    </message>
    <message>
        <source>Write over another design?</source>
        <translation>覆盖另一个设计？</translation>
    </message>
    <message>
        <source>The untitled scenario has unsaved changes. Save them?</source>
        <translation>未命名场景有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>The scenario in %1 has unsaved changes. Save them?</source>
        <translation>%1 中的场景有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>%1 holds the pinned design &quot;%2&quot;. Write &quot;%3&quot; over it?</source>
        <translation>%1 保存的是固定的设计“%2”。要用“%3”覆盖它吗？</translation>
    </message>
    <message>
        <source>Not saved: %1 holds design &quot;%2&quot;.</source>
        <translation>未保存：%1 保存的是设计“%2”。</translation>
    </message>
    <message>
        <source>Pinned again from the last session&apos;s review: %1 (Compare › Unpin removes one).</source>
        <translation>已从上次会话的评审重新固定：%1（在“对比 › 取消固定”中可移除）。</translation>
    </message>
    <message>
        <source>The review could not be kept for the next start: %1</source>
        <translation>无法为下次启动保存评审：%1</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>下一课(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close lesson</source>
        <translation>关闭课程(&amp;C)</translation>
    </message>
    <message>
        <source>Closes the lesson; your own scenario comes back as it was</source>
        <translation>关闭课程；你自己的场景恢复原样</translation>
    </message>
    <message>
        <source>&amp;Next lesson: %1</source>
        <translation>下一课(&amp;N)：%1</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Intra-node link</source>
        <translation>节点内链路</translation>
    </message>
    <message>
        <source>Inter-node fabric</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>fleet::MathPanel</name>
    <message>
        <source>Show the math</source>
        <translation>显示公式</translation>
    </message>
    <message>
        <source>Each readout&apos;s formula, with the live values substituted, and its source</source>
        <translation>每个读数的公式、代入实时数值后的算式及其来源</translation>
    </message>
    <message>
        <source>Hide the math</source>
        <translation>隐藏公式</translation>
    </message>
</context>
<context>
    <name>fleet::ModelModeDialog</name>
    <message>
        <source>What each model sets</source>
        <translation>各模型的设定</translation>
    </message>
    <message>
        <source>Appendix (first-order)</source>
        <translation>附录模型（一阶）</translation>
    </message>
    <message>
        <source>Coupled (design review)</source>
        <translation>耦合模型（设计评审）</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>本场景</translation>
    </message>
    <message>
        <source>The appendix model reads each area on its own, as the appendix does: a step&apos;s compute time is the 5 s it assumes, so the ring AllReduce of its examples stays well below it and ρ never crosses 1; scaling efficiency is the appendix&apos;s measured table; goodput is a fixed budget. The coupled model joins the areas for a design review: the compute time comes from the global batch (it shrinks as N grows, so ρ can cross 1), scaling efficiency is the lower of the table and the network&apos;s, failures come from whole nodes, goodput from reliability, and each node draws its host power. Ctrl+Z undoes a switch.</source>
        <translation>附录模型像附录那样把各部分分开来看：每一步的计算时间取它假定的 5 s，因此其示例中的环形 AllReduce 远小于它，ρ 永远不会超过 1；扩展效率取附录的实测表；有效吞吐取固定的开销预算。耦合模型为设计评审把各部分联系起来：计算时间由全局批量推出（N 越大越短，因此 ρ 可以超过 1），扩展效率取实测表与网络推算两者中较低者，故障按整个节点计，有效吞吐由可靠性推出，每个节点还计入主机功耗。Ctrl+Z 可撤销切换。</translation>
    </message>
</context>
<context>
    <name>fleet::ModelPicker</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Model presets from the appendix; picking one sets the parameter count and, for a decoder, the KV cache per token (one undo step)</source>
        <translation>附录中的模型预设；选择后设定参数量，对解码器还设定每 token 的 KV 缓存（一个撤销步骤）</translation>
    </message>
    <message>
        <source>%1 — %2 params</source>
        <translation>%1 — %2 参数</translation>
    </message>
    <message>
        <source>%1: %2 parameters; %3 layers × %4 KV heads × head dim %5 → %6 of KV cache per token (BF16). %7</source>
        <translation>%1：%2 参数；%3 层 × %4 个 KV 头 × 头维度 %5 → 每 token %6 KV 缓存（BF16）。%7</translation>
    </message>
    <message>
        <source>%1: %2 parameters; an encoder, so no decode KV cache. %3</source>
        <translation>%1：%2 参数；编码器模型，没有解码 KV 缓存。%3</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>选择 %1</translation>
    </message>
    <message>
        <source>Custom — %1 params</source>
        <translation>自定义 — %1 参数</translation>
    </message>
</context>
<context>
    <name>fleet::NodeComponentsEditor</name>
    <message>
        <source>Add part</source>
        <translation>添加部件</translation>
    </message>
    <message>
        <source>Remove part</source>
        <translation>移除部件</translation>
    </message>
    <message>
        <source>Node components</source>
        <translation>节点组件</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Per node</source>
        <translation>每节点数量</translation>
    </message>
    <message>
        <source>MTTF (h)</source>
        <translation>MTTF (h)</translation>
    </message>
    <message>
        <source>Parts of every node besides its accelerators. Each fails on its own with a constant rate: λ_node = g / MTTF_acc + Σ count / MTTF. Double-click a cell to edit it.</source>
        <translation>每个节点中除加速器之外的部件。每种部件以恒定故障率独立失效：λ_node = g / MTTF_acc + Σ 数量 / MTTF。双击单元格可编辑。</translation>
    </message>
    <message>
        <source>Add a kind of part (e.g. a CPU or a switch port) to every node</source>
        <translation>为每个节点添加一种部件（例如 CPU 或交换机端口）</translation>
    </message>
    <message>
        <source>Remove the selected kind of part</source>
        <translation>移除所选的部件种类</translation>
    </message>
    <message>
        <source>Add a node part</source>
        <translation>添加节点部件</translation>
    </message>
    <message>
        <source>Remove a node part</source>
        <translation>移除节点部件</translation>
    </message>
    <message>
        <source>Rename a node part</source>
        <translation>重命名节点部件</translation>
    </message>
    <message>
        <source>Set a node part&apos;s count</source>
        <translation>设置节点部件数量</translation>
    </message>
    <message>
        <source>Set a node part&apos;s MTTF</source>
        <translation>设置节点部件 MTTF</translation>
    </message>
    <message>
        <source>A part needs a name.</source>
        <translation>部件需要一个名称。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a count of parts per node (0 to 1,024).</source>
        <translation>“%1”不是每节点的部件数（0 到 1,024）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an MTTF in hours (1 to 100,000,000).</source>
        <translation>“%1”不是以小时为单位的 MTTF（1 到 100,000,000）。</translation>
    </message>
</context>
<context>
    <name>fleet::NodeMap</name>
    <message>
        <source>Where the layout&apos;s groups sit against the node boundary</source>
        <translation>布局中各组相对节点边界的位置</translation>
    </message>
    <message>
        <source>The tensor group crosses the node boundary (dashed): its AllReduces run on the fabric, about 9× slower than the scale-up link.</source>
        <translation>张量组跨越了节点边界（虚线）：其 AllReduce 走节点间网络，比纵向扩展链路慢约 9×。</translation>
    </message>
    <message>
        <source>Every tensor group stays inside one node.</source>
        <translation>每个张量组都位于单个节点内。</translation>
    </message>
    <message>
        <source>Node %1 · replica %2</source>
        <translation>节点 %1 · 副本 %2</translation>
    </message>
    <message numerus="yes">
        <source>Where the groups sit: the first %n of %1 nodes</source>
        <translation>
            <numerusform>各组的位置：%1 个节点中的前 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Where the groups sit: all %n node(s)</source>
        <translation>
            <numerusform>各组的位置：全部 %n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Data-parallel degree d = %1, replica size t · p = %2.</source>
        <translation>数据并行度 d = %1，副本规模 t · p = %2。</translation>
    </message>
    <message numerus="yes">
        <source>The first %n of %1 nodes</source>
        <translation>
            <numerusform>%1 个节点中的前 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Each box a node of %1; each cell an accelerator with its pipeline stage (%2); each outline a tensor group (t = %3).</source>
        <translation>每个方框是一个含 %1 个加速器的节点；每个格子是一个加速器，标有其流水线级（%2）；每个轮廓是一个张量组（t = %3）。</translation>
    </message>
</context>
<context>
    <name>fleet::PlotView</name>
    <message>
        <source>off scale ↑</source>
        <translation>超出刻度 ↑</translation>
    </message>
    <message>
        <source>off scale ↓</source>
        <translation>超出刻度 ↓</translation>
    </message>
</context>
<context>
    <name>fleet::PowerView</name>
    <message>
        <source>Power &amp;&amp; cooling</source>
        <translation>功率与冷却</translation>
    </message>
    <message>
        <source>Forced air reaches ~%1 per rack; above it liquid cooling is required; from ~%2 direct-to-chip liquid (appendix table 6)</source>
        <translation>强制风冷每机柜可达约 %1；超过则需要液冷；约 %2 起需要芯片直冷式液冷（附录表 6）</translation>
    </message>
    <message>
        <source>Rack power vs nodes per rack</source>
        <translation>机柜功率与每机柜节点数</translation>
    </message>
    <message>
        <source>Nodes per rack</source>
        <translation>每机柜节点数</translation>
    </message>
    <message>
        <source>Rack power (kW)</source>
        <translation>机柜功率 (kW)</translation>
    </message>
    <message>
        <source>Air ≤ %1</source>
        <translation>风冷 ≤ %1</translation>
    </message>
    <message>
        <source>Liquid %1–%2</source>
        <translation>液冷 %1–%2</translation>
    </message>
    <message>
        <source>Direct-to-chip ≥ %1</source>
        <translation>芯片直冷 ≥ %1</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>This rack</source>
        <translation>本机柜</translation>
    </message>
    <message>
        <source>IT and facility load across PUE tiers, for the whole cluster</source>
        <translation>各 PUE 档位下整个集群的 IT 负载与设施负载</translation>
    </message>
    <message>
        <source>Load (MW)</source>
        <translation>负载 (MW)</translation>
    </message>
    <message>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message>
        <source>Facility overhead (PUE − 1) × IT</source>
        <translation>设施开销 (PUE − 1) × IT</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>TDP per accelerator</source>
        <translation>每个加速器的 TDP</translation>
    </message>
    <message>
        <source>Vendor host power</source>
        <translation>厂商主机功率</translation>
    </message>
    <message>
        <source>Sets the host power per node to the figure of the accelerator&apos;s vendor system (its datasheet&apos;s maximum minus the accelerators), one undo step</source>
        <translation>把每节点主机功率设为该加速器厂商整机的数值（数据手册最大值减去加速器部分），一个撤销步骤</translation>
    </message>
    <message>
        <source>Use the vendor system&apos;s host power</source>
        <translation>使用厂商整机的主机功率</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <source>Vendor host power: %1</source>
        <translation>厂商主机功率：%1</translation>
    </message>
    <message>
        <source>No vendor host power figure</source>
        <translation>没有厂商主机功率数据</translation>
    </message>
    <message>
        <source>This&lt;br&gt;scenario</source>
        <translation>本场景</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n 个加速器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per rack = %2 × (%3 × %4 + %5 host)</source>
        <translation>每机柜 %1 = %2 × (%3 × %4 + %5 主机)</translation>
    </message>
    <message>
        <source>%1 per rack = %2 × %3 × %4 (accelerators only)</source>
        <translation>每机柜 %1 = %2 × %3 × %4（仅加速器）</translation>
    </message>
    <message>
        <source>Cooling verdict: ? (predict, then reveal)</source>
        <translation>冷却结论：?（先预测，再揭晓）</translation>
    </message>
    <message>
        <source>TDP %1</source>
        <translation>TDP %1</translation>
    </message>
    <message>
        <source>%1 per node, %2 nodes per rack</source>
        <translation>每节点 %1 个加速器，每机柜 %2 个节点</translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <source>%1 (set by hand)</source>
        <translation>%1（手动设置）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>host %1 per node</source>
        <translation>每节点主机 %1</translation>
    </message>
</context>
<context>
    <name>fleet::PreferencesDialog</name>
    <message>
        <source>&amp;Reopen the window where and as it was closed</source>
        <translation>按关闭时的位置和布局重新打开窗口(&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>重置布局(&amp;L)</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>跟随系统语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>1.0 is the desktop&apos;s font size; 1.4 is View › Larger font</source>
        <translation>1.0 为桌面字号；1.4 即“视图 › 大字号”</translation>
    </message>
    <message>
        <source>&amp;Font scale:</source>
        <translation>字号缩放(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Per direction</source>
        <translation>单向</translation>
    </message>
    <message>
        <source>Bidirectional total</source>
        <translation>双向合计</translation>
    </message>
    <message>
        <source>How the views show link bandwidth when a scenario file does not say; the model always computes per direction</source>
        <translation>场景文件未指定时视图如何显示链路带宽；模型始终按单向计算</translation>
    </message>
    <message>
        <source>Link &amp;bandwidth shown:</source>
        <translation>链路带宽显示方式(&amp;B)：</translation>
    </message>
    <message>
        <source>Puts the fleet panel back on the left at its width, now</source>
        <translation>立即把 集群面板按原宽度放回左侧</translation>
    </message>
    <message>
        <source>Language and theme apply when Fleet Explorer starts next.</source>
        <translation>语言和主题在 Fleet Explorer 下次启动时生效。</translation>
    </message>
</context>
<context>
    <name>fleet::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, charts and headline numbers in large type, the projector colours; F5 or Esc leaves</source>
        <translation>全屏，图表与主要数字使用大字号和投影配色；按 F5 或 Esc 退出</translation>
    </message>
    <message>
        <source>Show &amp;inputs while presenting</source>
        <translation>演示时显示输入(&amp;I)</translation>
    </message>
    <message>
        <source>The fleet panel and the view&apos;s inputs, in the presentation look</source>
        <translation>集群面板与视图的输入，保持演示的样式</translation>
    </message>
    <message>
        <source>Presenting · F6 inputs · F5 or Esc leaves</source>
        <translation>演示中 · F6 输入 · F5 或 Esc 退出</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>The built-in lessons, the next lesson and a lesson file</source>
        <translation>内置课程、下一课与课程文件</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Every menu of the window (the menu bar is hidden while presenting)</source>
        <translation>窗口的全部菜单（演示时菜单栏是隐藏的）</translation>
    </message>
    <message>
        <source>Headlines</source>
        <translation>主要数字</translation>
    </message>
    <message>
        <source>Which of this view&apos;s readouts show in large type while presenting (up to %1)</source>
        <translation>演示时本视图的哪些读数以大字号显示（最多 %1 个）</translation>
    </message>
    <message>
        <source>The view&apos;s first %1</source>
        <translation>视图的前 %1 个</translation>
    </message>
    <message>
        <source>The view shown; Ctrl+1…9 and Ctrl+0 switch views</source>
        <translation>当前显示的视图；Ctrl+1…9 与 Ctrl+0 切换视图</translation>
    </message>
</context>
<context>
    <name>fleet::QuestionBox</name>
    <message>
        <source>Commit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <source>Shows the value; a prediction must be committed first</source>
        <translation>显示数值；必须先提交预测</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Type a number in %1.</source>
        <translation>请输入以 %1 为单位的数字。</translation>
    </message>
    <message>
        <source>the readout&apos;s unit</source>
        <translation>该读数的单位</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>预测：%1</translation>
    </message>
    <message>
        <source>Predict: %1 (in %2)</source>
        <translation>预测：%1（单位：%2）</translation>
    </message>
    <message>
        <source>your prediction</source>
        <translation>你的预测</translation>
    </message>
    <message>
        <source>your prediction in %1</source>
        <translation>你的预测（单位：%1）</translation>
    </message>
    <message>
        <source>Prediction committed. Reveal when ready (Space).</source>
        <translation>预测已提交。准备好后揭晓（空格键）。</translation>
    </message>
    <message>
        <source>You predicted %1: %2.</source>
        <translation>你的预测为 %1：%2。</translation>
    </message>
    <message>
        <source>You predicted %1; the answer is %2.</source>
        <translation>你的预测为 %1；答案是 %2。</translation>
    </message>
    <message>
        <source>Type a factor as a number (4 for 4×).</source>
        <translation>请以数字输入倍数（4 表示 4×）。</translation>
    </message>
    <message>
        <source>Predict: %1 (how many times)</source>
        <translation>预测：%1（多少倍）</translation>
    </message>
    <message>
        <source>your prediction (4 for 4×)</source>
        <translation>你的预测（4 表示 4×）</translation>
    </message>
</context>
<context>
    <name>fleet::ReadoutPanel</name>
    <message>
        <source>Hide and ask</source>
        <translation>隐藏并提问</translation>
    </message>
    <message>
        <source>Hide this value until a prediction is committed</source>
        <translation>在提交预测之前隐藏此数值</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>复制数值</translation>
    </message>
    <message>
        <source>Copy the title and the value as shown, with its unit</source>
        <translation>按显示内容复制标题和数值（含单位）</translation>
    </message>
    <message>
        <source>How far the value moved with the last change</source>
        <translation>上次更改使该数值变化了多少</translation>
    </message>
    <message>
        <source>Hidden until a prediction is committed</source>
        <translation>在提交预测之前隐藏</translation>
    </message>
</context>
<context>
    <name>fleet::RecentFiles</name>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>&amp;Clear menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
</context>
<context>
    <name>fleet::ReferenceView</name>
    <message>
        <source>Reference</source>
        <translation>参考表</translation>
    </message>
    <message>
        <source>Export Markdown…</source>
        <translation>导出 Markdown…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>附录值</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Save every table, printed and computed values side by side, as a Markdown document</source>
        <translation>将每张表的附录值与计算值并排保存为 Markdown 文档</translation>
    </message>
    <message>
        <source>Save every row as CSV (RFC 4180): table, quantity, inputs, printed, computed, unit, agrees, note</source>
        <translation>将每一行保存为 CSV（RFC 4180）：表、物理量、输入、附录值、计算值、单位、是否一致、备注</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>text only</source>
        <translation>仅文字</translation>
    </message>
    <message>
        <source>%1 of %2 agree</source>
        <translation>%2 行中 %1 行一致</translation>
    </message>
    <message>
        <source>%1 of %2 agree, %3 ≠</source>
        <translation>%2 行中 %1 行一致，%3 行 ≠</translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
来源：%2</translation>
    </message>
    <message>
        <source>As printed in the appendix: %1</source>
        <translation>附录印刷值：%1</translation>
    </message>
    <message>
        <source>Nothing to compute: a text row</source>
        <translation>无需计算：文字行</translation>
    </message>
    <message>
        <source>Computed by the model: %1</source>
        <translation>模型计算值：%1</translation>
    </message>
    <message>
        <source>Within half a unit of the last printed digit</source>
        <translation>与附录最后一位有效数字相差不超过半个单位</translation>
    </message>
    <message>
        <source>The model gives the printed answer</source>
        <translation>模型给出与附录相同的答案</translation>
    </message>
    <message>
        <source>Differs from the printed value: see the note</source>
        <translation>与附录值不同：见备注</translation>
    </message>
    <message>
        <source>A text row: nothing to compute</source>
        <translation>文字行：无需计算</translation>
    </message>
    <message>
        <source>Rows agreeing</source>
        <translation>一致的行</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>|computed − printed| ≤ ½ unit of the last printed digit; rows answered in words: the model gives the printed answer</source>
        <translation>|计算值 − 附录值| ≤ 附录最后一位的 ½ 个单位；以文字作答的行：模型给出与附录相同的答案</translation>
    </message>
    <message>
        <source>%1 of %2 computed rows agree, %3 differ; %4 text rows have nothing to compute</source>
        <translation>%2 个计算行中 %1 行一致，%3 行不同；%4 个文字行无需计算</translation>
    </message>
    <message>
        <source>The appendix&apos;s tables, computed by the model from the catalog&apos;s figures</source>
        <translation>附录中的各表，由模型根据硬件目录的数值计算</translation>
    </message>
    <message>
        <source>Explained</source>
        <translation>已注释</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>rows carrying a one-line note</source>
        <translation>带有一行备注的行</translation>
    </message>
    <message>
        <source>%1 notes: where the appendix disagrees with itself (goodput 0.82 vs 0.77, &quot;350M&quot; = 340M, bidirectional totals vs per-direction links) or needs context</source>
        <translation>%1 条备注：说明附录自相矛盾之处（有效吞吐 0.82 与 0.77、“350M” = 340M、双向合计与单向链路）或需要补充背景之处</translation>
    </message>
    <message>
        <source>The appendix&apos;s compute, communication and hardware sections</source>
        <translation>附录的计算、通信与硬件部分</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>%1 tables, %2 rows</source>
        <translation>%1 张表，%2 行</translation>
    </message>
    <message>
        <source>every table of the appendix, in its order</source>
        <translation>附录中的每一张表，按原顺序</translation>
    </message>
    <message>
        <source>%1 tables (appendix tables 1–7, cheat sheet, bandwidth and latency, roofline, scaling, ρ, compound utilization, hardware) with %2 rows</source>
        <translation>%1 张表（附录表 1–7、速查表、带宽与延迟、顶线、扩展、ρ、复合利用率、硬件），共 %2 行</translation>
    </message>
    <message>
        <source>The appendix &quot;Fleet Foundations&quot;</source>
        <translation>附录“Fleet Foundations”</translation>
    </message>
    <message>
        <source>Export reference tables as Markdown</source>
        <translation>将参考表导出为 Markdown</translation>
    </message>
    <message>
        <source>Export reference tables as CSV</source>
        <translation>将参考表导出为 CSV</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Could not write %1:
%2</source>
        <translation>无法写入 %1：
%2</translation>
    </message>
    <message>
        <source>Export field data as Markdown…</source>
        <translation>将实测数据导出为 Markdown…</translation>
    </message>
    <message>
        <source>Export field data as CSV…</source>
        <translation>将实测数据导出为 CSV…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Field data&lt;/b&gt; — published measurements of real fleets beside the model for the same setting</source>
        <translation>&lt;b&gt;实测数据&lt;/b&gt; —— 真实集群的公开实测值，与模型在相同设定下的值并列</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>测量项</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Measured ÷ model</source>
        <translation>实测 ÷ 模型</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>Each measurement as its source published it, the model&apos;s value for a scenario that reproduces the setting, and measured ÷ model</source>
        <translation>每项实测值按出处公布的原样列出，并列出模型在重现该设定的场景下的值，以及实测 ÷ 模型</translation>
    </message>
    <message>
        <source>Save the field data table (measured, model, measured ÷ model, source) as a Markdown document</source>
        <translation>将实测数据表（实测、模型、实测 ÷ 模型、出处）保存为 Markdown 文档</translation>
    </message>
    <message>
        <source>Save the field data table as CSV (RFC 4180): id, measure, measured, model, unit, ratio, approximate, source</source>
        <translation>将实测数据表保存为 CSV（RFC 4180）：id、measure、measured、model、unit、ratio、approximate、source</translation>
    </message>
    <message>
        <source> per accelerator</source>
        <translation> 每加速器</translation>
    </message>
    <message>
        <source>%1 %2, as published: %3</source>
        <translation>%1 %2，公开原文：%3</translation>
    </message>
    <message>
        <source>Export field data as Markdown</source>
        <translation>将实测数据导出为 Markdown</translation>
    </message>
    <message>
        <source>Export field data as CSV</source>
        <translation>将实测数据导出为 CSV</translation>
    </message>
</context>
<context>
    <name>fleet::ReliabilityView</name>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>Accelerators N</source>
        <translation>加速器数 N</translation>
    </message>
    <message>
        <source>Cluster MTBF vs N</source>
        <translation>集群 MTBF 与 N</translation>
    </message>
    <message>
        <source>P(≥ 1 failure within the horizon)</source>
        <translation>时间窗口内 P(≥ 1 次故障)</translation>
    </message>
    <message>
        <source>Probability (%)</source>
        <translation>概率 (%)</translation>
    </message>
    <message>
        <source>Time wasted vs checkpoint interval (first order)</source>
        <translation>浪费时间与检查点间隔（一阶）</translation>
    </message>
    <message>
        <source>Time wasted (%)</source>
        <translation>浪费的时间 (%)</translation>
    </message>
    <message>
        <source>Cluster MTBF</source>
        <translation>集群 MTBF</translation>
    </message>
    <message>
        <source>Appendix table 2</source>
        <translation>附录表 2</translation>
    </message>
    <message>
        <source>At N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>1 − exp(−t/MTBF)</source>
        <translation>1 − exp(−t/MTBF)</translation>
    </message>
    <message>
        <source>δ/τ + τ/(2·MTBF)</source>
        <translation>δ/τ + τ/(2·MTBF)</translation>
    </message>
    <message>
        <source>Young&apos;s τ*</source>
        <translation>Young 的 τ*</translation>
    </message>
    <message>
        <source>Daly&apos;s τ</source>
        <translation>Daly 的 τ</translation>
    </message>
    <message>
        <source>τ used</source>
        <translation>采用的 τ</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>1 / λ (accelerators + node parts)</source>
        <translation>1 / λ（加速器 + 节点部件）</translation>
    </message>
    <message>
        <source>MTTF / N</source>
        <translation>MTTF / N</translation>
    </message>
    <message>
        <source>N = %1: %2</source>
        <translation>N = %1：%2</translation>
    </message>
    <message>
        <source>P(≥ 1 failure within %1)</source>
        <translation>%1 内 P(≥ 1 次故障)</translation>
    </message>
    <message>
        <source>τ* = %1 (δ = %2, MTBF = %3): %4 wasted</source>
        <translation>τ* = %1（δ = %2，MTBF = %3）：浪费 %4</translation>
    </message>
    <message>
        <source>τ* = %1 (δ = %2, MTBF = %3): %4 wasted — out of Young&apos;s range, see Daly&apos;s τ</source>
        <translation>τ* = %1（δ = %2，MTBF = %3）：浪费 %4 — 超出 Young 的适用范围，见 Daly 的 τ</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>MTTF %1 h</source>
        <translation>MTTF %1 h</translation>
    </message>
    <message>
        <source>checkpoints at %1</source>
        <translation>检查点写入带宽 %1</translation>
    </message>
    <message>
        <source>%1 × %2 (MTTF %3 h)</source>
        <translation>%1 × %2（MTTF %3 h）</translation>
    </message>
    <message>
        <source>per node %1</source>
        <translation>每节点 %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>fleet::RooflineView</name>
    <message>
        <source>Roofline</source>
        <translation>顶线</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte)</source>
        <translation>算术强度 (FLOP/byte)</translation>
    </message>
    <message>
        <source>One decode step in HBM</source>
        <translation>一次解码步在 HBM 中的占用</translation>
    </message>
    <message>
        <source>GB per accelerator</source>
        <translation>每个加速器 GB</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>所需</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>Roof</source>
        <translation>顶线</translation>
    </message>
    <message>
        <source>Ridge point</source>
        <translation>脊点</translation>
    </message>
    <message>
        <source>Decode at batch B</source>
        <translation>批大小 B 的解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>Training micro-batch</source>
        <translation>训练微批量</translation>
    </message>
    <message>
        <source>Custom kernel</source>
        <translation>自定义内核</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Roofline — %1, %2 dense</source>
        <translation>顶线 — %1，%2 稠密</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/byte</source>
        <translation>脊点 %1 FLOP/byte</translation>
    </message>
    <message>
        <source>One decode step in HBM: fits</source>
        <translation>一次解码步在 HBM 中：放得下</translation>
    </message>
    <message>
        <source>One decode step in HBM: does NOT fit</source>
        <translation>一次解码步在 HBM 中：放不下</translation>
    </message>
    <message>
        <source>Ridge point of %1</source>
        <translation>%1 的脊点</translation>
    </message>
    <message>
        <source>Attainable performance</source>
        <translation>可达性能</translation>
    </message>
    <message>
        <source>decode batch %1</source>
        <translation>解码批大小 %1</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>上下文 %1 token</translation>
    </message>
</context>
<context>
    <name>fleet::ScalingView</name>
    <message>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
    <message>
        <source>Accelerators N</source>
        <translation>加速器数 N</translation>
    </message>
    <message>
        <source>Speedup vs cluster size (strong and weak scaling)</source>
        <translation>加速比与集群规模（强扩展与弱扩展）</translation>
    </message>
    <message>
        <source>Ideal (S = N)</source>
        <translation>理想 (S = N)</translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <source>Gustafson</source>
        <translation>Gustafson</translation>
    </message>
    <message>
        <source>Empirical</source>
        <translation>经验值</translation>
    </message>
    <message>
        <source>Empirical, extrapolated</source>
        <translation>经验值（外推）</translation>
    </message>
    <message>
        <source>Network-bound (whole nodes)</source>
        <translation>网络受限</translation>
    </message>
    <message>
        <source>Appendix table η</source>
        <translation>附录表 η</translation>
    </message>
    <message>
        <source>Amdahl at N</source>
        <translation>N 处 Amdahl</translation>
    </message>
    <message>
        <source>table ends: extrapolated →</source>
        <translation>表格结束：外推 →</translation>
    </message>
    <message>
        <source>Serial fraction</source>
        <translation>串行比例</translation>
    </message>
    <message>
        <source>Scaling efficiency from the network</source>
        <translation>由网络得出的扩展效率</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s = %1</source>
        <translation>Amdahl 上限 1/s = %1</translation>
    </message>
    <message>
        <source>N = %1: %2</source>
        <translation>N = %1：%2</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>serial fraction s = %1</source>
        <translation>串行比例 s = %1</translation>
    </message>
</context>
<context>
    <name>fleet::ScenarioDocument</name>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
    <message>
        <source>edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <source>Edit design %1</source>
        <translation>编辑设计 %1</translation>
    </message>
</context>
<context>
    <name>fleet::SeatMap</name>
    <message>
        <source>Little&apos;s law: requests in flight seated in replicas</source>
        <translation>Little 定律：在途请求落座于各副本</translation>
    </message>
    <message>
        <source>λ × T = Q requests in flight → replicas of B seats → accelerators</source>
        <translation>λ × T = Q 个在途请求 → 每个含 B 个席位的副本 → 加速器</translation>
    </message>
    <message>
        <source>? replicas · ? accelerators</source>
        <translation>? 个副本 · ? 个加速器</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n accelerator(s)</source>
        <translation>
            <numerusform>%n 个加速器</numerusform>
        </translation>
    </message>
    <message>
        <source>+ %1 more</source>
        <translation>+ 另外 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n 个席位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>λ × T = Q requests in flight → %n replica(s) of %1 (sized %2 busy) → %3</source>
        <translation>
            <numerusform>λ × T = Q 个在途请求 → %n 个副本，每个 %1（按 %2 繁忙度配置）→ %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>λ × T = Q: %1 requests/s × %2 = %3 in flight → %n replica(s) of %4 (sized %5 busy) → %6</source>
        <translation>
            <numerusform>λ × T = Q：%1 请求/s × %2 = %3 个在途请求 → %n 个副本，每个 %4（按 %5 繁忙度配置）→ %6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleet::SensitivityPanel</name>
    <message>
        <source>&amp;Solve for a target…</source>
        <translation>按目标求解(&amp;S)…</translation>
    </message>
    <message>
        <source>The output whose sensitivity the chart shows.</source>
        <translation>图中显示其敏感性的输出。</translation>
    </message>
    <message>
        <source>Find the value of one input that meets a target for an output (accelerators to train in 30 days, the PUE under 20 MW, …).</source>
        <translation>求出使某个输出达到目标的一个输入值（30 天内完成训练所需的加速器数、低于 20 MW 的 PUE 等）。</translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation>输出(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>fleet::ServingView</name>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Decode tokens/s per accelerator</source>
        <translation>每个加速器的解码 tokens/s</translation>
    </message>
    <message>
        <source>TPOT (time per output token)</source>
        <translation>TPOT（每输出 token 时间）</translation>
    </message>
    <message>
        <source>Request latency T = TTFT + L_out · TPOT</source>
        <translation>请求延迟 T = TTFT + L_out · TPOT</translation>
    </message>
    <message>
        <source>Batch used</source>
        <translation>采用的批大小</translation>
    </message>
    <message>
        <source>Tokens/s per accelerator = B / (TPOT · t_s)</source>
        <translation>每个加速器的 tokens/s = B / (TPOT · t_s)</translation>
    </message>
    <message>
        <source>Load and targets</source>
        <translation>负载与目标</translation>
    </message>
    <message>
        <source>One replica</source>
        <translation>单个副本</translation>
    </message>
    <message>
        <source>λ = %1 requests/s</source>
        <translation>λ = %1 请求/s</translation>
    </message>
    <message>
        <source>%1 + %2 tokens</source>
        <translation>%1 + %2 个 token</translation>
    </message>
    <message>
        <source>t_s = %1, B = %2</source>
        <translation>t_s = %1，B = %2</translation>
    </message>
    <message>
        <source>TPOT target %1</source>
        <translation>TPOT 目标 %1</translation>
    </message>
    <message>
        <source>memory wall: B ≤ %1 fits in HBM</source>
        <translation>内存墙：B ≤ %1 时 HBM 放得下</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>set by hand</source>
        <translation>手动设定</translation>
    </message>
    <message>
        <source>Batch B (sequences)</source>
        <translation>批大小 B（序列数）</translation>
    </message>
    <message>
        <source>Latency vs batch</source>
        <translation>延迟与批大小</translation>
    </message>
    <message>
        <source>Throughput vs batch</source>
        <translation>吞吐量与批大小</translation>
    </message>
    <message>
        <source>Latency vs batch: no batch meets the targets</source>
        <translation>延迟与批大小：没有批大小能满足目标</translation>
    </message>
    <message>
        <source>Latency vs batch: B = %1 (%2)</source>
        <translation>延迟与批大小：B = %1（%2）</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 条序列</translation>
    </message>
    <message>
        <source>%1 sequence</source>
        <translation>%1 条序列</translation>
    </message>
</context>
<context>
    <name>fleet::SlideExportDialog</name>
    <message>
        <source>Caption</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 图形</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>Slide 16:9, 1280 × 720</source>
        <translation>幻灯片 16:9，1280 × 720</translation>
    </message>
    <message>
        <source>Slide 16:9, 1920 × 1080</source>
        <translation>幻灯片 16:9，1920 × 1080</translation>
    </message>
    <message>
        <source>Slide 4:3, 1024 × 768</source>
        <translation>幻灯片 4:3，1024 × 768</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>与屏幕相同，%1 × %2</translation>
    </message>
    <message>
        <source>Other size</source>
        <translation>其他尺寸</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Pixels per point of the size: 2× gives a PNG twice as wide and high, with text as sharp as on a high-resolution screen</source>
        <translation>尺寸中每点对应的像素数：2× 会生成宽高各为两倍的 PNG，文字与高分辨率屏幕上一样清晰</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>Scale (PNG)</source>
        <translation>缩放（PNG）</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels</source>
        <translation>%1 × %2 像素的 PNG</translation>
    </message>
    <message>
        <source>A page of %1 × %2 pixels at the screen&apos;s resolution, as vectors</source>
        <translation>按屏幕分辨率、%1 × %2 像素的矢量页面</translation>
    </message>
</context>
<context>
    <name>fleet::SweepPanel</name>
    <message>
        <source>The output on the vertical axis: any numeric result of the model.</source>
        <translation>纵轴上的输出：模型的任一数值结果。</translation>
    </message>
    <message>
        <source>The input swept along the horizontal axis (a log scale where its values span decades); every other input stays as it is.</source>
        <translation>沿横轴扫描的输入（数值跨越数个数量级时用对数刻度）；其他输入保持不变。</translation>
    </message>
    <message>
        <source>An end of the sweep, with its unit (&quot;1,024&quot;, &quot;100 GB/s&quot;, &quot;40 %&quot;). Empty: two decades either side of the current value, or the input&apos;s usual range.</source>
        <translation>扫描范围的一端，带单位（“1,024”、“100 GB/s”、“40 %”）。留空：当前值上下各两个数量级，或该输入的常用范围。</translation>
    </message>
    <message>
        <source>A target for the output, with its unit (&quot;30 days&quot;, &quot;20 MW&quot;): drawn as a line, and where each curve crosses it is said in words. Empty: none.</source>
        <translation>输出的目标值，带单位（“30 天”、“20 MW”）：画成一条线，并用文字说明每条曲线在何处与它相交。留空：无目标。</translation>
    </message>
    <message>
        <source>Out&amp;put:</source>
        <translation>输出(&amp;P)：</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>目标(&amp;G)：</translation>
    </message>
    <message>
        <source>Ag&amp;ainst:</source>
        <translation>横轴输入(&amp;A)：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>范围(&amp;F)：</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a value of %3%4</source>
        <translation>%1：“%2”不是%3的有效值%4</translation>
    </message>
    <message>
        <source>From</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>To</source>
        <translation>终点</translation>
    </message>
    <message>
        <source>The sweep&apos;s start must be below its end.</source>
        <translation>扫描的起点必须小于终点。</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>当前场景</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>目标 %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>Between whole nodes (a partly filled node)</source>
        <translation>整节点之间（有未满节点）</translation>
    </message>
    <message>
        <source>Crossings</source>
        <translation>交点</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 随%2变化</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2：%1</translation>
    </message>
    <message>
        <source>%1 crosses it at %2</source>
        <translation>%1 与之相交于 %2</translation>
    </message>
    <message>
        <source>not crossed on %1</source>
        <translation>%1 未相交</translation>
    </message>
    <message>
        <source>Shaded: %1, from %2 to %3 (open scenario).</source>
        <translation>阴影：%1，从 %2 到 %3（当前场景）。</translation>
    </message>
    <message>
        <source>Hollow points: cluster sizes between whole nodes of %1. A partly filled node&apos;s few accelerators carry their whole node&apos;s share over their own ports (SPEC §6.2), so communication jumps there; the curves join whole nodes only.</source>
        <translation>空心点：介于整节点（每节点 %1 个）之间的集群规模。未满节点中的少数加速器要用自己的端口承担整个节点的份额（SPEC §6.2），因此通信在那里跳升；曲线只连接整节点。</translation>
    </message>
    <message>
        <source>The open scenario&apos;s %1 accelerators are %2 full nodes and one of %3: its %3 accelerators carry a whole node&apos;s share over their own ports, at every point of its curve.</source>
        <translation>当前场景的 %1 个加速器是 %2 个满节点加一个只有 %3 个加速器的节点：这 %3 个加速器要用自己的端口承担整个节点的份额，曲线上每一点都是如此。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the open scenario not drawn: the scenario is invalid there (%1).</source>
        <translation>
            <numerusform>当前场景有 %n 个点未画出：那里的场景无效（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 against %2 from %3 to %4; curves: %5.</source>
        <translation>%1 随%2变化，从 %3 到 %4；曲线：%5。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of a sentence</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>: </source>
        <comment>after a threshold&apos;s name</comment>
        <translation>：</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a sentence</comment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>fleet::TornadoWidget</name>
    <message>
        <source>Each input moved down and up by the step: the bars show how far the output moves from its value now (the centre line). Click a row, or select it with the arrow keys and press Enter, to go to that input&apos;s control.</source>
        <translation>每个输入按步长向下和向上变动：条形显示输出偏离当前值（中线）的幅度。点击一行，或用方向键选中后按 Enter，即可跳到该输入的控件。</translation>
    </message>
    <message>
        <source>%1 now: %2</source>
        <translation>%1 当前：%2</translation>
    </message>
    <message>
        <source>No input moves this output by ±%1 %.</source>
        <translation>没有任何输入在 ±%1 % 变动时改变此输出。</translation>
    </message>
    <message>
        <source>Each input −%1 % and +%1 %; bar to the left: the output falls, to the right: it rises (longest: %2)</source>
        <translation>每个输入 −%1 % 与 +%1 %；条形向左：输出下降，向右：输出上升（最长：%2）</translation>
    </message>
    <message>
        <source>%1, now %2
−%3 %: %4
+%3 %: %5
Click to go to its control.</source>
        <translation>%1，当前 %2
−%3 %：%4
+%3 %：%5
点击跳到其控件。</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>−%1 %: input → %2</source>
        <translation>−%1 %：输入 → %2</translation>
    </message>
    <message>
        <source>+%1 %: input → %2</source>
        <translation>+%1 %：输入 → %2</translation>
    </message>
    <message>
        <source>switched: %1</source>
        <translation>换成：%1</translation>
    </message>
    <message>
        <source>Numbers −%1 %/+%1 %, choices switched (⇄), one list by effect; ← falls, → rises (longest %2)</source>
        <translation>数值 −%1 %/+%1 %、选项切换（⇄），按影响排成一列；← 下降，→ 上升（最长 %2）</translation>
    </message>
    <message>
        <source>%1, now %2
Switched: %3</source>
        <translation>%1，当前 %2
换成：%3</translation>
    </message>
</context>
<context>
    <name>fleet::TradeoffMap</name>
    <message>
        <source>current design</source>
        <translation>当前设计</translation>
    </message>
    <message>
        <source>log scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>linear scale</source>
        <translation>线性刻度</translation>
    </message>
    <message>
        <source>invalid scenario</source>
        <translation>无效场景</translation>
    </message>
    <message>
        <source>%1: %2
%3: %4
%5: %6
Click to move the design here (one undo step).</source>
        <translation>%1：%2
%3：%4
%5：%6
点击将设计移到此处（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>Trade-off map</source>
        <translation>权衡图</translation>
    </message>
    <message>
        <source>%1 over %2 and %3</source>
        <translation>%1 随 %2 与 %3 的变化</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>显示值</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1，%2（%3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>fleet::TradeoffPanel</name>
    <message>
        <source>The output shown as colour, with contour lines at round values.</source>
        <translation>以颜色表示的输出，并在整数值处绘制等值线。</translation>
    </message>
    <message>
        <source>The input across (log scale where its values span decades).</source>
        <translation>横轴上的输入（取值跨越数个数量级时为对数刻度）。</translation>
    </message>
    <message>
        <source>The input upwards (log scale where its values span decades).</source>
        <translation>纵轴上的输入（取值跨越数个数量级时为对数刻度）。</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 天</translation>
    </message>
    <message>
        <source>A target for the output, with its unit (&quot;30 days&quot;, &quot;20 MW&quot;): its contour is drawn as a thick dashed line. Empty: none.</source>
        <translation>输出的目标，带单位（&quot;30 days&quot;、&quot;20 MW&quot;）：其等值线以粗虚线绘制。留空：不绘制。</translation>
    </message>
    <message>
        <source>Click (or move with the arrow keys and press Enter) to move the design to these two input values, as one undo step.</source>
        <translation>点击（或用方向键移动后按 Enter）将设计移到这两个输入值，作为一个撤销步骤。</translation>
    </message>
    <message>
        <source>O&amp;utput:</source>
        <translation>输出(&amp;U)：</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>目标(&amp;G)：</translation>
    </message>
    <message>
        <source>Across (&amp;x):</source>
        <translation>横轴(&amp;X)：</translation>
    </message>
    <message>
        <source>Up (&amp;y):</source>
        <translation>纵轴(&amp;Y)：</translation>
    </message>
    <message>
        <source>Pick two different inputs for the axes.</source>
        <translation>请为两个坐标轴选择不同的输入。</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>%1 × %1 points%2. Thin lines: round values of %3; thick dashed line: the target; dot: the current design.</source>
        <translation>%1 × %1 个点%2。细线：%3 的整数值；粗虚线：目标；圆点：当前设计。</translation>
    </message>
    <message>
        <source> (refining…)</source>
        <translation>（细化中…）</translation>
    </message>
    <message>
        <source>The target is not reached anywhere on this map.</source>
        <translation>此图范围内任何位置都达不到目标。</translation>
    </message>
    <message>
        <source>Move on the trade-off map</source>
        <translation>在权衡图上移动</translation>
    </message>
    <message>
        <source>%1 over %2 from %3 to %4 and %5 from %6 to %7;</source>
        <translation>%1随%2（%3 至 %4）与 %5（%6 至 %7）变化；</translation>
    </message>
    <message>
        <source>the design (%1, %2): %3.</source>
        <translation>当前设计（%1，%2）：%3。</translation>
    </message>
    <message>
        <source>Target %1: not reached on this map.</source>
        <translation>目标 %1：本图范围内未达到。</translation>
    </message>
    <message>
        <source>Target %1: reached on the dashed line.</source>
        <translation>目标 %1：在虚线处达到。</translation>
    </message>
</context>
<context>
    <name>fleet::UtilizationView</name>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>From N × peak to effective FLOP/s</source>
        <translation>从 N × 峰值到有效 FLOP/s</translation>
    </message>
    <message>
        <source>% of N × peak FLOP/s</source>
        <translation>N × 峰值 FLOP/s 的 %</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>剩余</translation>
    </message>
    <message>
        <source>Lost at this step</source>
        <translation>本步损失</translation>
    </message>
    <message>
        <source>Compound utilization</source>
        <translation>复合利用率</translation>
    </message>
    <message>
        <source>MFU (30–50 % band shaded)</source>
        <translation>MFU（阴影为 30–50 % 区间）</translation>
    </message>
    <message>
        <source>
Shaded: the 30–50 % that well-optimized large-model training reaches on current hardware (appendix).</source>
        <translation>
阴影：当前硬件上优化良好的大模型训练可达到的 30–50 %（附录）。</translation>
    </message>
    <message>
        <source>Include</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>Untick to leave this overhead out of the goodput budget</source>
        <translation>取消勾选可将该开销排除在有效吞吐预算之外</translation>
    </message>
    <message>
        <source>Include an overhead</source>
        <translation>计入一项开销</translation>
    </message>
    <message>
        <source>Leave out an overhead</source>
        <translation>排除一项开销</translation>
    </message>
    <message>
        <source>Appendix example: goodput 0.82</source>
        <translation>附录示例：有效吞吐 0.82</translation>
    </message>
    <message>
        <source>Appendix budget: goodput 0.77</source>
        <translation>附录预算：有效吞吐 0.77</translation>
    </message>
    <message>
        <source>1,024 × H100, MFU 50 %, empirical η (50 %), overheads without the pipeline bubble (MFU already contains it): 207,610.9 TFLOP/s, 20.5 %</source>
        <translation>1,024 × H100，MFU 50 %，经验 η (50 %)，不含流水线气泡的开销（MFU 已包含气泡）：207,610.9 TFLOP/s，20.5 %</translation>
    </message>
    <message>
        <source>1,024 × H100, MFU 50 %, empirical η, all four overheads: 5 + 3 + 10 + 5 % → 77 %</source>
        <translation>1,024 × H100，MFU 50 %，经验 η，全部四项开销：5 + 3 + 10 + 5 % → 77 %</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <source>Amdahl diagnosis</source>
        <translation>Amdahl 诊断</translation>
    </message>
    <message>
        <source>= Effective</source>
        <translation>= 有效</translation>
    </message>
    <message>
        <source>− maintenance</source>
        <translation>− 维护</translation>
    </message>
    <message>
        <source>− failures (derived)</source>
        <translation>− 故障（推导）</translation>
    </message>
    <message>
        <source>− failure recovery</source>
        <translation>− 故障恢复</translation>
    </message>
    <message>
        <source>− checkpointing (derived)</source>
        <translation>− 检查点（推导）</translation>
    </message>
    <message>
        <source>− checkpointing</source>
        <translation>− 检查点</translation>
    </message>
    <message>
        <source>− pipeline bubble</source>
        <translation>− 流水线气泡</translation>
    </message>
    <message>
        <source>× η scaling</source>
        <translation>× η 扩展</translation>
    </message>
    <message>
        <source>× MFU</source>
        <translation>× MFU</translation>
    </message>
    <message>
        <source>N × peak</source>
        <translation>N × 峰值</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Derived from reliability: checkpointing %1,
failure recovery %2 (τ = %3, MTBF = %4);
the two sliders below set the budget model only.</source>
        <translation>由可靠性推导：检查点 %1，
故障恢复 %2（τ = %3，MTBF = %4）；
下面两个滑块只用于预算模型。</translation>
    </message>
    <message>
        <source>Budget: each overhead is the fixed share
set below (the appendix&apos;s table 4).</source>
        <translation>预算：每项开销为下面设定的
固定比例（附录表 4）。</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>× MFU from the layout</source>
        <translation>× 来自布局的 MFU</translation>
    </message>
    <message>
        <source>Accelerators N</source>
        <translation>加速器数 N</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>Fraction of peak vs cluster size</source>
        <translation>有效峰值占比与集群规模</translation>
    </message>
    <message>
        <source>Time to train vs cluster size</source>
        <translation>训练所需时间与集群规模</translation>
    </message>
    <message>
        <source>Before the overheads: MFU × η_scaling</source>
        <translation>扣除运行开销前：MFU × η_scaling</translation>
    </message>
    <message>
        <source>Effective: × operational goodput</source>
        <translation>有效：× 运行有效吞吐</translation>
    </message>
    <message>
        <source>At N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <source>Time to train (this chain)</source>
        <translation>训练所需时间（本乘法链）</translation>
    </message>
    <message>
        <source>Fraction of peak vs N</source>
        <translation>有效峰值占比与 N</translation>
    </message>
    <message>
        <source>Time to train vs N</source>
        <translation>训练所需时间与 N</translation>
    </message>
    <message>
        <source>Before the overheads: MFU from the layout (pays its communication)</source>
        <translation>扣除运行开销前：来自并行布局的 MFU（已含通信开销）</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>Waterfall at N</source>
        <translation>当前 N 的瀑布图</translation>
    </message>
    <message>
        <source>The waterfall at this N, or the chain against the cluster size beside the published runs (field data)</source>
        <translation>当前 N 的瀑布图，或随集群规模变化的乘法链，与已发表的实际训练（实测数据）并列</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>%1 (left out)</source>
        <translation>%1（排除）</translation>
    </message>
</context>
</TS>
