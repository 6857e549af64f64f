export const id = 980;
export const ids = [980];
export const modules = {

/***/ 2638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bf: () => (/* binding */ MAX_FRAME_TEXT),
/* harmony export */   NO: () => (/* binding */ MAX_PROFILE_NODES),
/* harmony export */   XF: () => (/* binding */ ProfileFormatError),
/* harmony export */   Z9: () => (/* binding */ MAX_PROFILE_BYTES),
/* harmony export */   bW: () => (/* binding */ parseCpuProfile)
/* harmony export */ });
/* unused harmony export MAX_PROFILE_SAMPLES */
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8762);

/**
 * Profiles come from the measured code and are data: a file larger than this is refused before
 * it is parsed (a one-minute process sampled every millisecond writes about 1 MB).
 */
const MAX_PROFILE_BYTES = 64 * 1024 * 1024;
const MAX_PROFILE_NODES = 200_000;
const MAX_PROFILE_SAMPLES = 5_000_000;
/** Longer names and URLs are cut: they are shown, never looked up. */
const MAX_FRAME_TEXT = 1000;
/** A profile that is not one: the message names the file and what is wrong. */
class ProfileFormatError extends Error {
    constructor(file, problem) {
        super(`${file}: not a V8 CPU profile (.cpuprofile): ${problem}`);
        this.name = 'ProfileFormatError';
    }
}
const cut = (text) => (text.length > MAX_FRAME_TEXT ? `${text.slice(0, MAX_FRAME_TEXT - 1)}…` : text);
/**
 * Parses and checks a `.cpuprofile`: sizes within the bounds above, every number finite, node ids
 * unique, the children forming one tree from a single root, and every sample naming a node.
 * Throws ProfileFormatError naming `file`.
 */
function parseCpuProfile(text, file) {
    const fail = (problem) => {
        throw new ProfileFormatError(file, problem);
    };
    if (text.length > MAX_PROFILE_BYTES)
        fail(`${text.length} characters, more than the ${MAX_PROFILE_BYTES} a profile may have`);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        fail(`not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(json))
        return fail('the top level is not an object');
    const { nodes, startTime, endTime, samples, timeDeltas } = json;
    if (!Array.isArray(nodes) || nodes.length === 0)
        return fail('"nodes" is not a non-empty array');
    if (nodes.length > MAX_PROFILE_NODES)
        fail(`${nodes.length} nodes, more than the ${MAX_PROFILE_NODES} read`);
    if (!isFiniteNumber(startTime) || !isFiniteNumber(endTime) || endTime < startTime)
        fail('"startTime"/"endTime" are not finite microseconds in order');
    if (!Array.isArray(samples) || !Array.isArray(timeDeltas))
        return fail('"samples" and "timeDeltas" must be arrays (a profile of Node 12 or later)');
    if (samples.length !== timeDeltas.length)
        fail(`${samples.length} samples but ${timeDeltas.length} timeDeltas`);
    if (samples.length > MAX_PROFILE_SAMPLES)
        fail(`${samples.length} samples, more than the ${MAX_PROFILE_SAMPLES} read`);
    const parsed = nodes.map((node, index) => parseNode(node, index, fail));
    checkTree(parsed, fail);
    const ids = new Set(parsed.map((n) => n.id));
    samples.forEach((id, i) => {
        if (typeof id !== 'number' || !ids.has(id))
            fail(`samples[${i}] is not the id of a node`);
    });
    timeDeltas.forEach((delta, i) => {
        if (!isFiniteNumber(delta))
            fail(`timeDeltas[${i}] is not a finite number`);
    });
    return { nodes: parsed, startTime: startTime, endTime: endTime, samples: samples, timeDeltas: timeDeltas };
}
function isFiniteNumber(value) {
    return typeof value === 'number' && Number.isFinite(value);
}
function parseNode(node, index, fail) {
    const at = `nodes[${index}]`;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(node))
        return fail(`${at} is not an object`);
    const { id, callFrame, children = [] } = node;
    if (!Number.isSafeInteger(id))
        fail(`${at}.id is not an integer`);
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(callFrame))
        return fail(`${at}.callFrame is not an object`);
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    if (typeof functionName !== 'string' || typeof url !== 'string')
        fail(`${at}.callFrame.functionName and .url must be strings`);
    if (!Number.isSafeInteger(lineNumber) || !Number.isSafeInteger(columnNumber))
        fail(`${at}.callFrame.lineNumber and .columnNumber must be integers`);
    if (!Array.isArray(children) || !children.every((c) => Number.isSafeInteger(c)))
        fail(`${at}.children is not an array of node ids`);
    return {
        id: id,
        callFrame: { functionName: cut(functionName), url: cut(url), lineNumber: lineNumber, columnNumber: columnNumber },
        children: children,
    };
}
/** Unique ids; each child an existing node with one parent; exactly one root; every node reachable from it (so no cycle). */
function checkTree(nodes, fail) {
    const byId = new Map();
    for (const node of nodes) {
        if (byId.has(node.id))
            fail(`node id ${node.id} appears twice`);
        byId.set(node.id, node);
    }
    const hasParent = new Set();
    for (const node of nodes)
        for (const child of node.children) {
            if (!byId.has(child))
                fail(`node ${node.id} names child ${child}, which is not a node`);
            if (hasParent.has(child))
                fail(`node ${child} has more than one parent`);
            hasParent.add(child);
        }
    const roots = nodes.filter((n) => !hasParent.has(n.id));
    if (roots.length !== 1)
        fail(`the call tree has ${roots.length} roots, not 1`);
    let reached = 0;
    const stack = [roots[0]];
    while (stack.length > 0) {
        const node = stack.pop();
        reached++;
        for (const child of node.children)
            stack.push(byId.get(child));
    }
    if (reached !== nodes.length)
        fail('the children form a cycle');
}


/***/ }),

/***/ 7230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   li: () => (/* binding */ functionTimes)
/* harmony export */ });
/* unused harmony exports frameKey, samplingInterval */
/** V8's pseudo-frames that are no function's time: the tree's root and a thread waiting for work. */
const NOT_FUNCTIONS = new Set(['(root)', '(idle)']);
/** The identity of a frame within one profile: V8's script ids differ between processes, URLs do not. */
function frameKey(frame) {
    return JSON.stringify([frame.name, frame.url, frame.line, frame.column]);
}
function frameOf(callFrame) {
    return {
        name: callFrame.functionName === '' ? '(anonymous)' : callFrame.functionName,
        url: callFrame.url,
        line: callFrame.lineNumber,
        column: callFrame.columnNumber,
    };
}
/**
 * Self and total time per function of one profile, grouped by function identity (name, URL,
 * line, column): the call tree has one node per call path, so a function called from several
 * places has several nodes. Each sample counts the profile's sampling interval (the median gap
 * between samples), not the gap to the next sample as Chrome DevTools counts it: a process
 * descheduled by a busy neighbour takes no samples meanwhile, and the gap would charge that
 * wait to whatever function it was running (measured beside a load of 25 on 2 cores: one
 * function's gap-time ranged 19–226 ms over 10 processes, its sample count 51–70).
 */
function functionTimes(profile) {
    const { nodes, samples, timeDeltas } = profile;
    const index = new Map(nodes.map((n, i) => [n.id, i]));
    const selfUs = new Float64Array(nodes.length);
    const interval = samplingInterval(timeDeltas);
    for (const id of samples)
        selfUs[index.get(id)] += interval;
    const keys = nodes.map((n) => frameKey(frameOf(n.callFrame)));
    const byKey = new Map();
    const entry = (i) => {
        let found = byKey.get(keys[i]);
        if (found === undefined) {
            found = { frame: frameOf(nodes[i].callFrame), selfMs: 0, totalMs: 0 };
            byKey.set(keys[i], found);
        }
        return found;
    };
    const subtreeUs = subtreeSums(nodes, index, selfUs);
    // Depth-first with a count of each function on the current path: a function's total is the
    // subtree time under its outermost nodes, so recursion is counted once.
    const onPath = new Map();
    const root = rootIndex(nodes, index);
    const stack = [{ i: root, leaving: false }];
    let sampledUs = 0;
    while (stack.length > 0) {
        const { i, leaving } = stack.pop();
        const key = keys[i];
        const counted = !NOT_FUNCTIONS.has(nodes[i].callFrame.functionName);
        if (leaving) {
            if (counted)
                onPath.set(key, (onPath.get(key) ?? 0) - 1);
            continue;
        }
        if (counted) {
            const fn = entry(i);
            fn.selfMs += selfUs[i] / 1000;
            sampledUs += selfUs[i];
            if ((onPath.get(key) ?? 0) === 0)
                fn.totalMs += subtreeUs[i] / 1000;
            onPath.set(key, (onPath.get(key) ?? 0) + 1);
        }
        stack.push({ i, leaving: true });
        for (const child of nodes[i].children)
            stack.push({ i: index.get(child), leaving: false });
    }
    return { functions: [...byKey.values()], sampledMs: sampledUs / 1000 };
}
/** The median of the gaps between samples (µs): the interval the profiler ran at while the process ran; 0 without samples. */
function samplingInterval(timeDeltas) {
    const gaps = timeDeltas.filter((d) => d > 0).sort((a, b) => a - b);
    if (gaps.length === 0)
        return 0;
    const middle = gaps.length >> 1;
    return gaps.length % 2 === 1 ? gaps[middle] : (gaps[middle - 1] + gaps[middle]) / 2;
}
function rootIndex(nodes, index) {
    const children = new Set(nodes.flatMap((n) => n.children));
    return index.get(nodes.find((n) => !children.has(n.id)).id);
}
/** Each node's self time plus its descendants' (the idle pseudo-frame's excluded), without recursion. */
function subtreeSums(nodes, index, selfUs) {
    const order = [];
    const stack = [rootIndex(nodes, index)];
    while (stack.length > 0) {
        const i = stack.pop();
        order.push(i);
        for (const child of nodes[i].children)
            stack.push(index.get(child));
    }
    const sums = new Float64Array(nodes.length);
    for (let k = order.length - 1; k >= 0; k--) {
        const i = order[k];
        let sum = nodes[i].callFrame.functionName === '(idle)' ? 0 : selfUs[i];
        for (const child of nodes[i].children)
            sum += sums[index.get(child)];
        sums[i] = sum;
    }
    return sums;
}


/***/ }),

/***/ 4166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ diffProfiles)
/* harmony export */ });
/* unused harmony export DEFAULT_PROFILE_DIFF_OPTIONS */
/* harmony import */ var _analysis_analyze_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(657);
/* harmony import */ var _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3329);
/* harmony import */ var _analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3878);
/* harmony import */ var _profile_set_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3577);




const DEFAULT_PROFILE_DIFF_OPTIONS = {
    confidence: _config_analysis_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq.confidence,
    minEffect: 0.05,
    correction: 'holm',
    minShare: 0.01,
    maxFunctions: 40,
};
const mean = (values) => (values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length);
function version(set, values) {
    return {
        binaries: values.map((executions) => ({
            // One value per process: nothing to cut as warm-up.
            executions: executions.map((v) => ({ values: [v], warmup: [] })),
            ...(set.sourceIsProgram ? { outputHash: `${_analysis_analyze_version_js__WEBPACK_IMPORTED_MODULE_2__/* .SOURCE_HASH_PREFIX */ .AW}profiles` } : {}),
        })),
    };
}
/**
 * Compares base's and head's profiles function by function. Each function's self time in a
 * profiled execution is a measurement, analysed exactly as a benchmark's values are (the
 * nested model of builds and executions, analysis/analyze-results.ts), with the p-values of all
 * functions analysed adjusted together (`correction`, Holm by default), so the chance of calling
 * any unchanged function changed stays below 1 − confidence. Self time, not share: a function
 * that did not change keeps its time when another one grows. The executions' sampled time is
 * compared the same way, apart, and the decided functions' Δ is read as a share of its Δ.
 * Where every execution of each version counted one and the same value (callgrind's counts of
 * a deterministic program, two executions or more per version), the difference is exact and is
 * read as it is (`exactChange`), without an interval to estimate or a correction to make.
 */
function diffProfiles(baseSet, headSet, given = {}) {
    const options = { ...DEFAULT_PROFILE_DIFF_OPTIONS, ...given };
    const base = (0,_profile_set_js__WEBPACK_IMPORTED_MODULE_3__/* .sideMatrix */ .j)(baseSet);
    const head = (0,_profile_set_js__WEBPACK_IMPORTED_MODULE_3__/* .sideMatrix */ .j)(headSet);
    const sampledBase = mean(base.sampled.flat());
    const sampledHead = mean(head.sampled.flat());
    const share = (side, sampled, key) => (sampled > 0 ? mean(side.self.flat().map((m) => m.get(key) ?? 0)) / sampled : 0);
    const candidates = [...new Set([...base.places.keys(), ...head.places.keys()])]
        .map((key) => ({ key, share: Math.max(share(base, sampledBase, key), share(head, sampledHead, key)) }))
        .filter((c) => c.share >= options.minShare)
        .sort((a, b) => b.share - a.share);
    const chosen = candidates.slice(0, options.maxFunctions);
    const analysis = {
        ..._config_analysis_options_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ANALYSIS_OPTIONS */ .aq,
        confidence: options.confidence,
        minEffect: options.minEffect,
        correction: options.correction,
        // Functions are not alike in noise (a rarely sampled one is noisier): no variance borrowed across them.
        moderate: false,
    };
    // Plain names: the functions' own names are data and never reach the analysis' glob matching.
    const record = (name, of) => ({
        name,
        unit: 'ms',
        better: 'lower',
        base: version(baseSet, of(base)),
        head: version(headSet, of(head)),
    });
    const selfOf = (key) => (m) => m.self.map((b) => b.map((e) => e.get(key) ?? 0));
    const [modelTotal] = (0,_analysis_analyze_results_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeResults */ .f)({ version: 1, benchmarks: [record('sampled', (m) => m.sampled)] }, analysis).benchmarks;
    const modelReports = (0,_analysis_analyze_results_js__WEBPACK_IMPORTED_MODULE_0__/* .analyzeResults */ .f)({ version: 1, benchmarks: chosen.map((c, i) => record(`f${i}`, selfOf(c.key))) }, analysis).benchmarks;
    // Only counts can be exact: equal sample counts of V8's profiler are luck, not a repeatable count.
    const unit = baseSet.unit ?? headSet.unit ?? 'ms';
    const compared = (report, b, h) => unit === 'instructions' ? exactChange(report, b, h, options) : { ...report, exact: false };
    const total = compared(modelTotal, base.sampled, head.sampled);
    const reports = modelReports.map((report, i) => compared(report, selfOf(chosen[i].key)(base), selfOf(chosen[i].key)(head)));
    const totalDelta = (total.head?.mean ?? sampledHead) - (total.base?.mean ?? sampledBase);
    const functions = chosen.map(({ key }, i) => functionChange(key, reports[i], base, head, totalDelta));
    functions.sort((a, b) => Number(b.changeDetected) - Number(a.changeDetected) || Math.abs(b.deltaMs) - Math.abs(a.deltaMs));
    const decided = functions.filter((f) => f.changeDetected);
    const count = (set) => ({ builds: set.builds.length, executions: set.builds.reduce((s, b) => s + b.executions.length, 0) });
    return {
        total: {
            baseMs: total.base?.mean ?? sampledBase,
            headMs: total.head?.mean ?? sampledHead,
            delta: total.delta,
            verdict: total.verdict,
            changeDetected: total.changeDetected,
            exact: total.exact,
        },
        unit,
        functions,
        decided: decided.length,
        explained: decided.length === 0 || totalDelta === 0 ? null : decided.reduce((s, f) => s + f.deltaMs, 0) / totalDelta,
        counts: { base: count(baseSet), head: count(headSet) },
        leftOut: candidates.length - chosen.length,
        buildLevelMissing: [total, ...reports].some((r) => !r.exact && r.notes.some((n) => n.kind === 'build-level-missing')),
        options,
    };
}
/**
 * The model's report, or the exact difference when each version's values are all one value
 * (two or more per version: one value says nothing about whether it repeats), both above 0:
 * head / base − 1 with a zero-width interval, decided when it reaches `minEffect` (as the model
 * decides), p = 0.
 */
function exactChange(report, base, head, options) {
    const one = (values) => (values.length >= 2 && values.every((v) => v === values[0]) ? values[0] : null);
    const b = one(base.flat());
    const h = one(head.flat());
    if (b === null || h === null || b <= 0 || h <= 0)
        return { ...report, exact: false };
    const relative = h / b - 1;
    const changeDetected = relative !== 0 && Math.abs(relative) >= options.minEffect;
    const side = (version, mean) => (version === null ? null : { ...version, mean, ci: [mean, mean] });
    return {
        ...report,
        exact: true,
        base: side(report.base, b),
        head: side(report.head, h),
        delta: {
            relative,
            ci: [relative, relative],
            pValue: relative === 0 ? 1 : 0,
            pAdjusted: relative === 0 ? 1 : 0,
            design: 'independent',
            df: 0,
            ciLevel: options.confidence,
        },
        verdict: changeDetected ? (relative > 0 ? 'regression' : 'improvement') : 'unchanged',
        changeDetected,
    };
}
function functionChange(key, report, base, head, totalDelta) {
    const side = (m, fitted) => ({
        selfMs: fitted ?? mean(m.self.flat().map((e) => e.get(key) ?? 0)),
        totalMs: mean(m.total.flat().map((e) => e.get(key) ?? 0)),
    });
    const b = side(base, report.base?.mean);
    const h = side(head, report.head?.mean);
    const deltaMs = h.selfMs - b.selfMs;
    const reason = report.notes.flatMap((n) => (n.kind === 'not-compared' || n.kind === 'version-not-analysed' ? [n.reason] : []));
    return {
        // Head's place (its line is the one a reader opens), base's for a function head no longer runs.
        place: head.places.get(key) ?? base.places.get(key),
        base: b,
        head: h,
        deltaMs,
        delta: report.delta,
        verdict: report.verdict,
        changeDetected: report.changeDetected,
        shareOfDelta: totalDelta === 0 ? null : deltaMs / totalDelta,
        exact: report.exact,
        ...(report.delta === null && reason.length > 0 ? { notCompared: reason.join('; ') } : {}),
    };
}


/***/ }),

/***/ 3577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ sideMatrix),
/* harmony export */   m: () => (/* binding */ commonFileFolder)
/* harmony export */ });
/**
 * Functions are matched across base and head by name, script path relative to the folder all
 * of a version's `file:` scripts share (base and head run from different checkouts), and, for
 * several functions of one name in one file, their order by line: a function keeps its
 * identity when an edit above it moves it. Anything else (`node:` internals, native frames)
 * matches by its URL.
 */
function sideMatrix(set) {
    const frames = set.builds.flatMap((b) => b.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((f) => f.frame))));
    const common = commonFileFolder(frames.map((f) => f.url));
    // Each build's own checkout when it is known; a frame of another build is read against the common folder.
    let root = common;
    let rootKnown = false;
    const relative = (url) => (root !== null && url.startsWith(root) ? decodeFile(url.slice(root.length)) : url);
    // Distinct positions per name and relative file, in line order: the ordinal is part of the key.
    const positions = new Map();
    const nameFile = (f) => JSON.stringify([f.name, relative(f.url)]);
    const position = (f) => f.line * 1e7 + f.column;
    for (const build of set.builds) {
        root = build.root ?? common;
        rootKnown = build.root !== undefined;
        for (const f of build.executions.flatMap((e) => e.profiles.flatMap((p) => p.functions.map((fn) => fn.frame)))) {
            const key = nameFile(f);
            if (!positions.has(key))
                positions.set(key, new Set());
            positions.get(key).add(position(f));
        }
    }
    const ordinals = new Map([...positions].map(([key, set]) => [key, [...set].sort((a, b) => a - b)]));
    const places = new Map();
    const keyOf = (f) => {
        const base = nameFile(f);
        const key = JSON.stringify([f.name, relative(f.url), ordinals.get(base).indexOf(position(f))]);
        if (!places.has(key))
            places.set(key, {
                name: f.name,
                file: relative(f.url),
                line: f.line >= 0 ? f.line + 1 : null,
                ...(rootKnown && root !== null && f.url.startsWith(root) ? { inRoot: true } : {}),
            });
        return key;
    };
    const self = [];
    const total = [];
    const sampled = [];
    for (const build of set.builds) {
        root = build.root ?? common;
        rootKnown = build.root !== undefined;
        self.push([]);
        total.push([]);
        sampled.push([]);
        for (const execution of build.executions) {
            const s = new Map();
            const t = new Map();
            for (const profile of execution.profiles)
                for (const f of profile.functions) {
                    const key = keyOf(f.frame);
                    s.set(key, (s.get(key) ?? 0) + f.selfMs);
                    t.set(key, (t.get(key) ?? 0) + f.totalMs);
                }
            self[self.length - 1].push(s);
            total[total.length - 1].push(t);
            sampled[sampled.length - 1].push(execution.profiles.reduce((sum, p) => sum + p.sampledMs, 0));
        }
    }
    return { self, total, sampled, places };
}
/** The longest `file://…/` folder prefix of every `file:` URL, or null when there is none. */
function commonFileFolder(urls) {
    const files = [...new Set(urls.filter((u) => u.startsWith('file://')))];
    if (files.length === 0)
        return null;
    let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
    for (const url of files)
        while (!url.startsWith(prefix))
            prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
    return prefix.length > 'file://'.length ? prefix : null;
}
function decodeFile(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path;
    }
}


/***/ })

};
