export const id = 700;
export const ids = [700];
export const modules = {

/***/ 1698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ describeMissingShards),
/* harmony export */   Qw: () => (/* binding */ incompleteRun),
/* harmony export */   Zv: () => (/* binding */ listNames),
/* harmony export */   lS: () => (/* binding */ incompleteRunMessage),
/* harmony export */   z$: () => (/* binding */ countNotMeasured)
/* harmony export */ });
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8762);

const text = (value) => typeof value === 'string' && value !== '';
/**
 * The shards of a merged run that delivered no measurements, in the merge's order; empty for a
 * run that was not merged or lost nothing. `meta` may come from another job's artifact: only
 * strings are taken, and the report escapes them.
 */
function incompleteRun(results) {
    const merge = results.meta?.merge;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(merge))
        return { shards: [], notMeasured: [] };
    const failed = (Array.isArray(merge.inputs) ? merge.inputs : []).flatMap((input) => {
        if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(input) || !text(input.failure) || !text(input.shard))
            return [];
        const replica = typeof input.replica === 'number' && typeof merge.replicas === 'number' && merge.replicas > 1 ? ` replica ${input.replica}/${merge.replicas}` : '';
        return [{ shard: `shard ${input.shard}${replica}`, failure: input.failure }];
    });
    const missing = (Array.isArray(merge.missing) ? merge.missing : []).filter(text).map((shard) => ({ shard }));
    const notMeasured = (results.meta?.notMeasured ?? []).map((entry) => entry.name).filter(text);
    return { shards: [...failed, ...missing], notMeasured };
}
/** `shard 1/2 did not deliver results`, `shard 2/4 failed (head build 1 failed: …)`: one phrase per shard, joined. */
function describeMissingShards(shards) {
    return shards.map((s) => (s.failure === undefined ? `${s.shard} did not deliver results` : `${s.shard} failed (${s.failure})`)).join('; ');
}
/** `hash, sort`: up to 10 names, then how many more. */
function listNames(names) {
    return names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
}
/** `2 benchmarks were`, for `… not measured`. */
function countNotMeasured(names) {
    return `${names.length} benchmark${names.length === 1 ? ' was' : 's were'}`;
}
/**
 * Why an incomplete run fails the check, for the check's message: the shards, the benchmarks
 * lost, and the setting that accepts partial results.
 */
function incompleteRunMessage(run) {
    const lost = run.notMeasured.length > 0 ? `, so ${countNotMeasured(run.notMeasured)} not measured (${listNames(run.notMeasured)})` : '';
    return `the run is incomplete: ${describeMissingShards(run.shards)}${lost}; allow-missing-shards: true accepts partial results`;
}


/***/ }),

/***/ 2497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ MAX_INPUT_BYTES),
/* harmony export */   x: () => (/* binding */ checkInputFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6061);


/** The largest results (or history) file a command reads whole. */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
/**
 * Checks that `path`, about to be read whole, can be: a missing path, a directory, or a file
 * over 512 MiB is a usage error naming the path as the user gave it (`shown`) and what to give
 * instead (`kind`, e.g. "a results file"). A pipe (`/dev/stdin`, `<(gunzip -c …)`) is read as
 * it comes.
 */
async function checkInputFile(path, shown, kind) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => null);
    if (info === null)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${shown}: no such file`);
    if (info.isDirectory())
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`cannot read ${shown}: it is a directory; give ${kind}`);
    if (info.isFile() && info.size > MAX_INPUT_BYTES)
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${shown} is ${Math.round(info.size / 2 ** 20)} MiB; files over 512 MiB are not read`);
}


/***/ }),

/***/ 1700:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MERGE_USAGE: () => (/* binding */ MERGE_USAGE),
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/results/validate-results.ts + 2 modules
var validate_results = __webpack_require__(8360);
;// CONCATENATED MODULE: ./src/sharding/merge-error.ts
/**
 * Shard results that cannot be merged into one honest analysis: different commits, different
 * settings, a benchmark measured by two shards, two copies of one shard. The message names
 * the files; `benchgate merge` exits with 2.
 */
class MergeError extends Error {
    sources;
    constructor(message, 
    /** The results files involved, as the caller named them. */
    sources = []) {
        super(message);
        this.sources = sources;
        this.name = 'MergeError';
    }
}

// EXTERNAL MODULE: ./src/sharding/assign-shards.ts
var assign_shards = __webpack_require__(1165);
;// CONCATENATED MODULE: ./src/sharding/combine-replicas.ts
function largestBlock(version) {
    let largest = -1;
    for (const binary of version.binaries)
        for (const e of binary.executions)
            if (e.block !== undefined && e.block > largest)
                largest = e.block;
    return largest;
}
function tagged(binary, runner, blockOffset) {
    return {
        ...binary,
        // A record that already went through a merge keeps its runners apart: `replica-2:replica-1`.
        runner: binary.runner === undefined ? runner : `${runner}:${binary.runner}`,
        executions: binary.executions.map((e) => (e.block === undefined ? { ...e } : { ...e, block: e.block + blockOffset })),
    };
}
/**
 * One benchmark measured on several runners, as one record: the binaries of every runner,
 * each tagged with its runner id, so the analysis can make the runner the top random level.
 * Interleaving blocks are renumbered so that they stay unique (block b of the second runner
 * becomes b + the first runner's block count), keeping each base/head pair on its own runner;
 * `order` stays the position within its runner's run. The caller checks unit and direction.
 */
function combineReplicas(replicas) {
    if (replicas.length === 0)
        throw new RangeError('combineReplicas: no records');
    const [first] = replicas;
    const base = { ...pick(first.record.base), binaries: [] };
    const head = { ...pick(first.record.head), binaries: [] };
    let offset = 0;
    for (const { runner, record } of replicas) {
        base.binaries.push(...record.base.binaries.map((b) => tagged(b, runner, offset)));
        head.binaries.push(...record.head.binaries.map((b) => tagged(b, runner, offset)));
        offset += Math.max(largestBlock(record.base), largestBlock(record.head)) + 1;
    }
    return { name: first.record.name, unit: first.record.unit, better: first.record.better, base, head };
}
function pick(version) {
    return { ...(version.ref === undefined ? {} : { ref: version.ref }), ...(version.sha === undefined ? {} : { sha: version.sha }) };
}

// EXTERNAL MODULE: ./src/sharding/shard-manifest.ts
var shard_manifest = __webpack_require__(160);
// EXTERNAL MODULE: ./src/sharding/settings-fingerprint.ts
var settings_fingerprint = __webpack_require__(6090);
// EXTERNAL MODULE: ./src/util/get-known.ts
var get_known = __webpack_require__(2774);
;// CONCATENATED MODULE: ./src/sharding/merge-parts.ts



const isSharded = (part) => part.manifest !== null;
const merge_parts_short = (sha) => sha.slice(0, 12);
/** `a.json (shard 2/4)`, or just the source for a file without a manifest. */
const describePart = (part) => (part.manifest ? `${part.source} (${part.label})` : part.source);
function labelOf(manifest, source) {
    if (!manifest)
        return source;
    const shard = `shard ${manifest.index}/${manifest.count}`;
    return manifest.replicas && manifest.replicas > 1 ? `${shard} replica ${manifest.replica}/${manifest.replicas}` : shard;
}
/**
 * A shard's results.json as the merge reads it: validated as any results file, except that a
 * malformed `meta.proof` does not refuse the file. The proof is dropped and the reason kept
 * (`proofRefused`), so the shard's measured benchmarks still count and its proved ones are
 * reported as not measured. Any other problem throws ResultsFormatError.
 */
function parseShardResults(text, source) {
    try {
        return { source, results: (0,validate_results/* parseResults */.c2)(text, source) };
    }
    catch (error) {
        if (!(error instanceof validate_results/* ResultsFormatError */.ch) || !/^meta\.proof(\.|\[|$)/.test(error.path))
            throw error;
        const value = JSON.parse(text);
        const { proof: _dropped, ...meta } = value.meta;
        return { source, results: (0,validate_results/* validateResults */.LM)({ ...value, meta }), proofRefused: error.message };
    }
}
function readPart(input, position) {
    if (input.results.meta?.sequential !== undefined) {
        // Its intervals hold only with the levels of its looks, which a merged file would lose.
        throw new MergeError(`${input.source} is an adaptive run (meta.sequential): its verdicts come from its looks, which a merge cannot keep; analyse it on its own ` +
            `with benchgate analyze (shards run the fixed design)`, [input.source]);
    }
    let manifest;
    try {
        manifest = (0,shard_manifest/* readShardManifest */.I8)(input.results.meta);
    }
    catch (error) {
        if (error instanceof validate_results/* ResultsFormatError */.ch)
            throw new MergeError(`${input.source}: ${error.message}`, [input.source]);
        throw error;
    }
    return {
        ...input,
        manifest,
        label: labelOf(manifest, input.source),
        runner: manifest ? (manifest.replica !== undefined ? `replica-${manifest.replica}` : `shard-${manifest.index}`) : `runner-${position + 1}`,
        position,
    };
}
/** The commits a part measured: its manifest's, else `meta.shas`, else the records' `sha`. */
function commitsOf(part) {
    const fromManifest = part.manifest?.shas;
    const fromMeta = part.results.meta?.shas ?? {};
    const fromRecords = (side) => part.results.benchmarks.find((b) => typeof b[side].sha === 'string')?.[side].sha;
    const pick = (side) => {
        const candidates = [fromManifest?.[side], fromMeta[side], fromRecords(side)];
        return candidates.find((sha) => typeof sha === 'string' && sha !== '');
    };
    const base = pick('base');
    const head = pick('head');
    return { ...(base ? { base } : {}), ...(head ? { head } : {}) };
}
function checkCommits(parts, warnings) {
    const groups = new Map();
    for (const part of parts) {
        const commits = commitsOf(part);
        if (!commits.base || !commits.head) {
            warnings.push(`${part.source} records no base and head commit SHAs: could not check that it measured the same commits as the others`);
            continue;
        }
        const key = `${commits.base}..${commits.head}`;
        const group = groups.get(key) ?? { commits: commits, parts: [] };
        group.parts.push(part);
        groups.set(key, group);
    }
    if (groups.size > 1) {
        const lines = [...groups.values()].map((g) => `  base ${merge_parts_short(g.commits.base)}, head ${merge_parts_short(g.commits.head)}: ${g.parts.map(describePart).join(', ')}`);
        throw new MergeError(`the files measured different commits, so they cannot make one comparison:\n${lines.join('\n')}`, [...groups.values()].flatMap((g) => g.parts.map((p) => p.source)));
    }
    return groups.size === 1 ? [...groups.values()][0].commits : {};
}
/** A shard that failed before measuring contributes no measurements: its settings are not checked. */
const measuring = (part) => part.manifest?.failure === undefined;
/** Shards in order (by shard, then replica), files without a manifest after them in the order given. */
function ordered(parts) {
    const rank = (p) => (p.manifest ? [0, p.manifest.index, p.manifest.replica ?? 1] : [1, p.position, 0]);
    return parts.slice().sort((a, b) => {
        const [x, y] = [rank(a), rank(b)];
        return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}

// EXTERNAL MODULE: ./src/results/analysis-record.ts
var analysis_record = __webpack_require__(5366);
// EXTERNAL MODULE: ./src/config/analysis-options.ts
var analysis_options = __webpack_require__(3329);
// EXTERNAL MODULE: ./src/history/history-entry.ts
var history_entry = __webpack_require__(1441);
// EXTERNAL MODULE: ./src/util/is-record.ts
var is_record = __webpack_require__(8762);
// EXTERNAL MODULE: ./src/analysis/missing-shards.ts
var missing_shards = __webpack_require__(1698);
// EXTERNAL MODULE: ./src/results/output-notes.ts
var output_notes = __webpack_require__(3673);
;// CONCATENATED MODULE: ./src/sharding/merged-meta.ts








/** The merged results file's `meta`: the parts' shared settings and analysis record, their runners, times, failures, and what the merge did. */
function combinedRunner(parts) {
    const runners = parts.map((p) => p.results.meta?.runner).filter((r) => r !== undefined);
    if (runners.length === 0)
        return undefined;
    const distinct = [...new Set(runners.map((r) => (0,history_entry/* describeRunner */.Yg)(r)))];
    if (distinct.length === 1 && runners.every((r) => JSON.stringify(r) === JSON.stringify(runners[0]))) {
        return parts.length > 1 && (0,is_record/* isRecord */.u)(runners[0]) ? { ...runners[0], name: `${parts.length} runners` } : runners[0];
    }
    return `${parts.length} runners: ${distinct.join('; ')}`;
}
function sum(parts, pick) {
    const values = parts.map((p) => pick(p.results.meta ?? {})).filter((v) => typeof v === 'number');
    return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0);
}
function mergedMeta(parts, layout, commits, cover, warnings, proofs = { refused: new Map() }) {
    const settingsSource = parts.find(measuring) ?? parts[0];
    const metas = parts.map((p) => p.results.meta ?? {});
    const refs = metas.find((m) => (0,is_record/* isRecord */.u)(m.refs))?.refs;
    const starts = metas
        .map((m) => m.startedAt)
        .filter((s) => typeof s === 'string')
        .sort();
    const totals = metas.map((m) => m.totalSeconds).filter((s) => typeof s === 'number');
    const failed = {
        base: sum(parts, (m) => m.failedExecutions?.base),
        head: sum(parts, (m) => m.failedExecutions?.head),
    };
    const failures = parts.flatMap((p) => (p.results.meta?.failures ?? []).map((f) => ({ ...f, from: p.label })));
    const runner = combinedRunner(parts);
    const analysis = sharedAnalysis(parts.filter(measuring));
    // Each shard's notes about its executions' output, each different one once.
    const outputNotes = (0,output_notes/* uniqueOutputNotes */.gX)(parts.flatMap((p) => p.results.meta?.outputNotes ?? [])).slice(0, output_notes/* OUTPUT_NOTES_LIMIT */.YS);
    // What each shard's benchmarks left running and its job ended.
    const endedProcesses = parts.flatMap((p) => p.results.meta?.endedProcesses ?? []);
    return {
        tool: 'benchgate merge',
        ...(refs ? { refs } : {}),
        ...(commits.base && commits.head ? { shas: commits } : {}),
        ...(0,settings_fingerprint/* fingerprintSettings */.SX)(settingsSource.results.meta),
        ...(runner === undefined ? {} : { runner }),
        ...(analysis === undefined ? {} : { analysis }),
        ...(starts.length > 0 ? { startedAt: starts[0] } : {}),
        // The slowest part: the wall time of a matrix whose jobs ran side by side.
        ...(totals.length > 0 ? { totalSeconds: Math.max(...totals) } : {}),
        ...(failed.base !== undefined || failed.head !== undefined ? { failedExecutions: { base: failed.base ?? 0, head: failed.head ?? 0 } } : {}),
        ...(failures.length > 0 ? { failures } : {}),
        ...(outputNotes.length > 0 ? { outputNotes } : {}),
        ...(endedProcesses.length > 0 ? { endedProcesses } : {}),
        merge: {
            shards: layout?.count ?? null,
            replicas: layout?.replicas ?? null,
            inputs: parts.map((p) => ({
                source: p.source,
                ...(p.manifest ? { shard: `${p.manifest.index}/${p.manifest.count}`, assigned: p.manifest.assigned.length } : {}),
                ...(p.manifest?.replica !== undefined ? { replica: p.manifest.replica } : {}),
                ...(p.manifest?.failure !== undefined ? { failure: p.manifest.failure } : lostFailure(p, proofs.refused, cover)),
                runner: p.runner,
                benchmarks: p.results.benchmarks.length,
                ...pickMeta(p.results.meta, ['seed', 'totalSeconds', 'stoppedEarly', 'failureShareExceeded']),
                ...(p.results.meta?.runner !== undefined ? { machine: (0,history_entry/* describeRunner */.Yg)(p.results.meta.runner) } : {}),
            })),
            missing: cover?.missing ?? [],
            ...(cover ? { plansAgree: cover.plansAgree } : {}),
            warnings,
        },
        ...(cover && cover.notMeasured.length > 0 ? { notMeasured: cover.notMeasured } : {}),
        ...(proofs.proof === undefined ? {} : { proof: proofs.proof }),
    };
}
/**
 * A shard that ran but delivered neither values nor a proof for some of its assigned benchmarks
 * counts as a failed shard (the check fails unless `allow-missing-shards` accepts partial
 * results), as the same data unsharded fails on a benchmark no execution reported: whatever the
 * reason (its proof was refused, no process printed the benchmark), it did not measure what it
 * was given. One that measured or proved all of them lost nothing.
 */
function lostFailure(part, refused, cover) {
    if (part.manifest === null)
        return {};
    const lost = new Set(cover?.notMeasured.map((entry) => entry.name));
    const { assigned } = part.manifest;
    const missing = assigned.filter((name) => lost.has(name));
    if (missing.length === 0)
        return {};
    const why = refused.get(part);
    if (why !== undefined)
        return { failure: `its proof of no change was refused: ${why}` };
    const which = missing.length === 1 && assigned.length === 1 ? 'its one assigned benchmark' : `${missing.length} of its ${assigned.length} assigned benchmarks`;
    return { failure: `no execution of base or head reported ${which} (${(0,missing_shards/* listNames */.Zv)(missing)})` };
}
/**
 * The analysis settings the parts' runs reported with (`meta.analysis`), so that the merged
 * analysis and any re-gate of the merged file use them. `checkSettings` has already refused parts
 * whose records differ (the seed aside: each shard draws its own for its run order), so the first
 * part's record stands for all. The merge's seed: the parts' when they all have one, else the
 * default (1).
 */
function sharedAnalysis(parts) {
    const first = parts[0]?.results.meta?.analysis;
    if (first === undefined)
        return undefined;
    if (!(0,analysis_record/* isCompleteAnalysis */.SU)(first))
        return { ...first };
    const seeds = new Set(parts.map((p) => p.results.meta?.analysis).map((a) => (a !== undefined && (0,analysis_record/* isCompleteAnalysis */.SU)(a) ? a.seed : undefined)));
    return { ...first, seed: seeds.size === 1 ? first.seed : analysis_options/* DEFAULT_ANALYSIS_OPTIONS */.aq.seed };
}
function pickMeta(meta, keys) {
    return Object.fromEntries(keys.flatMap((key) => (meta?.[key] === undefined ? [] : [[key, meta[key]]])));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/sharding/merge-proofs.ts



const SHA256 = /^sha256:[0-9a-f]{64}$/;
const COUNTS = ['filesRead', 'executables', 'probed', 'processes', 'kernelPaths'];
const wholeCount = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
/** A proved part's proof has every field a proof has, of its type; the reason when it has not. */
function badProof(proof) {
    if (!(0,is_record/* isRecord */.u)(proof))
        return 'a proved part without its proof';
    if (proof.kind !== 'identical-inputs')
        return 'a proof of an unknown kind';
    for (const key of COUNTS)
        if (!wholeCount(proof[key]))
            return `proof.${key} is not a whole number`;
    if (typeof proof.hash !== 'string' || !SHA256.test(proof.hash))
        return 'proof.hash is not a sha256: hash';
    if (!Array.isArray(proof.changedNotRead) || proof.changedNotRead.some((p) => typeof p !== 'string'))
        return 'proof.changedNotRead is not a list of paths';
    return null;
}
/**
 * Why a shard's `meta.proof` cannot be taken, or null when it can: it must list its parts (a
 * shard proves part by part), each part naming only benchmarks assigned to this shard, no
 * benchmark in two parts; a proved part must carry a whole proof and report every benchmark it
 * names, none of which the shard also measured (a proved part is not run); `proved` must say
 * whether every part is; and the shard's recorded commits must be the merge's.
 */
function shardProofProblem(part, commits) {
    const proof = part.results.meta?.proof;
    if (!(0,is_record/* isRecord */.u)(proof))
        return 'meta.proof is not an object';
    if (part.manifest.failure !== undefined)
        return 'the shard failed, so it proved nothing';
    const shas = part.results.meta?.shas;
    for (const side of ['base', 'head']) {
        const sha = commits[side];
        if (sha === undefined || part.manifest.shas[side] !== sha || (shas?.[side] !== undefined && shas[side] !== sha))
            return `it does not record the merged ${side} commit${sha === undefined ? '' : ` ${sha.slice(0, 12)}`}`;
    }
    if (!Array.isArray(proof.parts) || proof.parts.length === 0)
        return 'meta.proof.parts is missing (a shard proves part by part)';
    const assigned = new Set(part.manifest.assigned);
    const measured = new Set(part.results.benchmarks.map((b) => b.name));
    const named = new Set();
    for (const [i, entry] of proof.parts.entries()) {
        const at = `meta.proof.parts[${i}]`;
        if (!(0,is_record/* isRecord */.u)(entry))
            return `${at} is not an object`;
        const names = entry.names;
        if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string'))
            return `${at}.names is not a list of benchmark names`;
        for (const name of names) {
            if (!assigned.has(name))
                return `${at} names ${JSON.stringify(name)}, which is not assigned to this shard`;
            if (named.has(name))
                return `${at} names ${JSON.stringify(name)}, which an earlier part names too`;
            named.add(name);
        }
        if (typeof entry.proved !== 'boolean')
            return `${at}.proved is not true or false`;
        if (!Array.isArray(entry.benchmarks) || entry.benchmarks.some((b) => !(0,is_record/* isRecord */.u)(b) || typeof b.name !== 'string' || typeof b.unit !== 'string'))
            return `${at}.benchmarks is not a list of benchmarks`;
        if (!entry.proved) {
            if (!(0,is_record/* isRecord */.u)(entry.reason) || typeof entry.reason.kind !== 'string')
                return `${at} is not proved and gives no reason`;
            continue;
        }
        const bad = badProof(entry.proof);
        if (bad !== null)
            return `${at}: ${bad}`;
        const reported = new Set(entry.benchmarks.map((b) => b.name));
        for (const name of names) {
            if (!reported.has(name))
                return `${at} is proved but its traced executions did not report ${JSON.stringify(name)}`;
            if (measured.has(name))
                return `${at} is proved, yet the shard measured ${JSON.stringify(name)} (a proved part is not run)`;
        }
    }
    const allProved = proof.parts.every((p) => p.proved);
    if (allProved) {
        const bad = badProof(proof.proof);
        if (bad !== null)
            return `meta.proof: ${bad}`;
    }
    if (proof.proved !== allProved)
        return `meta.proof.proved is ${String(proof.proved)}, but ${allProved ? 'every part is proved' : 'a part is not proved'}`;
    return null;
}
/**
 * The shards' proofs, checked (shardProofProblem) and combined. Parts are kept in shard order,
 * each with its shard (`shard: "i/N"`); with replicas, a part one replica of a shard already
 * gave is not repeated. A benchmark is proved when an accepted part proves it and no shard
 * measured it. The merged run is proved only when `complete` (every shard delivered, none
 * failed, nothing else went unmeasured), no proof was refused, nothing was measured and every
 * part is proved: then its proof is one over the shards' own (counts summed over the shards,
 * each shard counting a path once; the hash over the shards' hashes in order; the diff's
 * changes no shard read). Files without a shard manifest are merged as before: their proofs
 * are not taken.
 */
function mergeProofs(parts, commits, measured) {
    const refused = new Map();
    const accepted = [];
    for (const part of parts.filter(isSharded)) {
        const onRead = part.proofRefused;
        if (onRead !== undefined) {
            refused.set(part, onRead);
            continue;
        }
        if (part.results.meta?.proof === undefined)
            continue;
        const problem = shardProofProblem(part, commits);
        if (problem === null)
            accepted.push({ part, proof: part.results.meta.proof });
        else
            refused.set(part, problem);
    }
    if (accepted.length === 0 && refused.size === 0)
        return { proved: new Set(), refused };
    const merged = [];
    const seen = new Set();
    for (const { part, proof } of accepted) {
        for (const entry of proof.parts ?? []) {
            const key = `${part.manifest.index}\0${entry.names.join('\n')}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            merged.push({ shard: `${part.manifest.index}/${part.manifest.count}`, ...entry });
        }
    }
    const proved = new Set(merged.filter((p) => p.proved).flatMap((p) => p.names.filter((name) => !measured.has(name))));
    const benchmarks = new Map();
    for (const entry of merged)
        for (const b of entry.benchmarks)
            if (entry.names.includes(b.name) && !benchmarks.has(b.name))
                benchmarks.set(b.name, b);
    const seconds = accepted.reduce((total, { proof }) => total + (Number.isFinite(proof.seconds) ? proof.seconds : 0), 0);
    const base = { benchmarks: [...benchmarks.values()], seconds, parts: merged };
    return { proof: { ...base, ...outcome(accepted, merged, refused, measured) }, proved, refused };
}
/**
 * The merged proof once coverage is known: a run with a shard missing or failed, or a benchmark
 * of the plan no shard measured or proved, is not proved as a whole (its proved parts stay).
 */
function provedOnlyIfComplete(proof, incomplete) {
    if (!proof.proved || incomplete === null)
        return proof;
    const { proof: _whole, ...rest } = proof;
    return { ...rest, proved: false, reason: { kind: 'trace-failed', detail: incomplete } };
}
/** The merged run's `proved` with the proof, or the reason it is not proved. */
function outcome(accepted, merged, refused, measured) {
    const unproved = merged.find((p) => !p.proved);
    if (unproved?.reason !== undefined)
        return { proved: false, reason: unproved.reason };
    const [first] = refused;
    if (first !== undefined)
        return { proved: false, reason: { kind: 'trace-failed', detail: `the proof of no change of ${first[0].label} was refused: ${first[1]}` } };
    const unprovedShard = accepted.find(({ proof }) => !proof.proved || !(0,is_record/* isRecord */.u)(proof.proof));
    if (measured.size > 0 || unprovedShard !== undefined || merged.length === 0)
        return { proved: false, reason: { kind: 'trace-failed', detail: 'some benchmarks were measured without a proof' } };
    const proofs = accepted.filter(({ part }) => (part.manifest.replica ?? 1) === 1).map(({ proof }) => proof.proof);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const proof of proofs)
        hash.update(`${String(proof.hash)}\n`);
    const sum = (key) => proofs.reduce((total, proof) => total + proof[key], 0);
    const notRead = proofs.map((proof) => new Set(proof.changedNotRead));
    return {
        proved: true,
        proof: {
            kind: 'identical-inputs',
            filesRead: sum('filesRead'),
            executables: sum('executables'),
            probed: sum('probed'),
            processes: sum('processes'),
            kernelPaths: sum('kernelPaths'),
            hash: `sha256:${hash.digest('hex')}`,
            changedNotRead: proofs[0]?.changedNotRead?.filter((path) => notRead.every((set) => set.has(path))) ?? [],
        },
    };
}

;// CONCATENATED MODULE: ./src/sharding/merge-results.ts










/**
 * Refuses parts run with different settings, compared from each part's own `meta` (the
 * fingerprinted run settings and the whole recorded analysis, the seed aside): the fingerprint a
 * manifest claims is not trusted. A part that failed before measuring and reports nothing is not
 * compared; one that claims a failure but reports benchmarks is.
 */
function checkSettings(parts) {
    const checked = parts.filter((part) => measuring(part) || part.results.benchmarks.length > 0);
    const first = checked[0];
    if (!first)
        return;
    const reference = (0,settings_fingerprint/* mergeSettings */.ss)(first.results.meta);
    for (const other of checked.slice(1)) {
        const settings = (0,settings_fingerprint/* mergeSettings */.ss)(other.results.meta);
        const differences = settings_fingerprint/* MERGE_SETTING_KEYS */.BS.flatMap((key) => {
            const found = (0,settings_fingerprint/* firstDifference */.at)(reference[key], settings[key], key);
            return found ? [{ key, found }] : [];
        });
        if (differences.length === 0)
            continue;
        const keys = differences.map((d) => d.key);
        const { found } = differences[0];
        const detail = `: ${found.path} is ${(0,settings_fingerprint/* describeSetting */.w5)(found.a)} in ${first.source}, ${(0,settings_fingerprint/* describeSetting */.w5)(found.b)} in ${other.source}`;
        throw new MergeError(`${describePart(first)} and ${describePart(other)} were run with different settings (${keys.join(', ')} ` +
            `${keys.length === 1 ? 'differs' : 'differ'}${detail}): merging them would analyse unlike measurements as one`, [first.source, other.source]);
    }
}
function checkShards(parts, options) {
    const sharded = parts.filter(isSharded);
    if (sharded.length === 0) {
        if (options.expect !== undefined && options.expect !== parts.length) {
            throw new MergeError(`expected ${options.expect} results files (--expect), got ${parts.length}; files without a shard manifest (meta.shard) cannot say which ` +
                `benchmarks a missing one had`, parts.map((p) => p.source));
        }
        return null;
    }
    const first = sharded[0];
    const count = first.manifest.count;
    const replicas = first.manifest.replicas ?? 1;
    for (const part of sharded) {
        if (part.manifest.count !== count || (part.manifest.replicas ?? 1) !== replicas) {
            throw new MergeError(`the files belong to different splits: ${first.source} is ${first.label}, ${part.source} is ${part.label}`, [
                first.source,
                part.source,
            ]);
        }
    }
    if (options.expect !== undefined && options.expect !== count) {
        throw new MergeError(`expected ${options.expect} shards (--expect), but the files are shards of ${count}`, sharded.map((p) => p.source));
    }
    const seen = new Map();
    for (const part of sharded) {
        const key = `${part.manifest.index}/${part.manifest.replica ?? 1}`;
        const earlier = seen.get(key);
        if (earlier)
            throw new MergeError(`${part.label} was given twice: ${earlier.source} and ${part.source}`, [earlier.source, part.source]);
        seen.set(key, part);
    }
    return { count, replicas };
}
const isReplica = (part, options) => (part.manifest ? (part.manifest.replicas ?? 1) > 1 : options.replicas === true);
/** Two contributions of one benchmark are replicas: replicas of one shard, or files merged with `--replicas`. */
function sameUnit(a, b, options) {
    if (a.manifest && b.manifest)
        return isReplica(a, options) && a.manifest.index === b.manifest.index;
    return !a.manifest && !b.manifest && options.replicas === true;
}
function collect(parts, options, warnings) {
    const contributions = new Map();
    const records = new Map();
    for (const part of parts) {
        const assigned = part.manifest ? new Set(part.manifest.assigned) : null;
        const unassigned = [];
        for (const record of part.results.benchmarks) {
            if (assigned && !assigned.has(record.name)) {
                unassigned.push(record.name);
                continue;
            }
            contributions.set(record.name, [...(contributions.get(record.name) ?? []), part]);
            records.set(record.name, [...(records.get(record.name) ?? []), record]);
        }
        if (unassigned.length > 0) {
            const shown = unassigned
                .slice(0, 5)
                .map((n) => JSON.stringify(n))
                .join(', ');
            warnings.push(`${describePart(part)} also reported ${unassigned.length} benchmark${unassigned.length > 1 ? 's' : ''} assigned to other shards ` +
                `(${shown}${unassigned.length > 5 ? ', …' : ''}): left out, each counts from its own shard only`);
        }
    }
    const duplicates = [...contributions].filter(([, from]) => from.length > 1 && from.some((p) => !sameUnit(from[0], p, options)));
    if (duplicates.length > 0) {
        const lines = duplicates.slice(0, 5).map(([name, from]) => `  ${JSON.stringify(name)}: ${from.map(describePart).join(', ')}`);
        const plans = new Set(parts.filter(isSharded).map((p) => JSON.stringify(p.manifest.plan)));
        const hint = plans.size > 1 ? '\nThe shards planned different assignments: give every shard the same benchmark names and costs.' : '';
        throw new MergeError(`${duplicates.length} benchmark${duplicates.length > 1 ? 's were' : ' was'} measured by more than one shard; each must come from one ` +
            `shard, or from replicas of one shard (merge with --replicas when the files are runs of the same benchmarks on different ` +
            `runners):\n${lines.join('\n')}${duplicates.length > 5 ? '\n  …' : ''}${hint}`, [...new Set(duplicates.flatMap(([, from]) => from.map((p) => p.source)))]);
    }
    const merged = [];
    for (const [name, from] of contributions) {
        const list = (0,get_known/* getKnown */.q)(records, name);
        const mismatch = list.find((r) => r.unit !== list[0].unit || r.better !== list[0].better);
        if (mismatch) {
            throw new MergeError(`benchmark ${JSON.stringify(name)} is in ${list[0].unit} (${list[0].better} is better) in ${from[0].source} but in ${mismatch.unit} ` +
                `(${mismatch.better} is better) in ${from[list.indexOf(mismatch)].source}`, [from[0].source, from[list.indexOf(mismatch)].source]);
        }
        merged.push(isReplica(from[0], options) ? combineReplicas(list.map((record, i) => ({ runner: from[i].runner, record }))) : list[0]);
    }
    return { records: merged, measured: new Set(contributions.keys()) };
}
function coverage(parts, layout, measured, warnings, refused = new Map()) {
    const sharded = parts.filter(isSharded);
    const plans = new Map();
    // A shard whose build failed before discovery knows no names: its empty plan is no plan.
    const unplanned = (part) => part.manifest.failure !== undefined && part.manifest.plan.every((names) => names.length === 0);
    for (const part of sharded.filter((p) => !unplanned(p)))
        plans.set(JSON.stringify(part.manifest.plan), part.manifest.plan);
    const plansAgree = plans.size <= 1;
    if (!plansAgree) {
        warnings.push(`the shards planned different assignments (costs from history changed between the jobs?): every benchmark of any plan is checked for coverage`);
    }
    const shardLabel = (index) => `shard ${index}/${layout.count}`;
    const missing = [];
    const deliveredBy = new Map();
    for (const part of sharded)
        deliveredBy.set(part.manifest.index, [...(deliveredBy.get(part.manifest.index) ?? []), part]);
    for (let index = 1; index <= layout.count; index++) {
        const delivered = new Set((deliveredBy.get(index) ?? []).map((p) => p.manifest.replica ?? 1));
        for (let replica = 1; replica <= layout.replicas; replica++) {
            if (delivered.has(replica))
                continue;
            missing.push(layout.replicas > 1 ? `${shardLabel(index)} replica ${replica}/${layout.replicas}` : shardLabel(index));
            if (delivered.size > 0) {
                warnings.push(`${shardLabel(index)} replica ${replica}/${layout.replicas} did not deliver results: its benchmarks were measured on ${delivered.size} ` +
                    `of ${layout.replicas} runners`);
            }
        }
    }
    // Which shard each benchmark belonged to, in any plan, in plan order.
    const owners = new Map();
    for (const plan of plans.values()) {
        plan.forEach((names, i) => {
            for (const name of names)
                owners.set(name, (owners.get(name) ?? new Set()).add(i + 1));
        });
    }
    const names = [...owners.keys()].sort((a, b) => Math.min(...(0,get_known/* getKnown */.q)(owners, a)) - Math.min(...(0,get_known/* getKnown */.q)(owners, b)) || (0,assign_shards/* compareNames */.M)(a, b));
    const notMeasured = [];
    for (const name of names) {
        if (measured.has(name))
            continue;
        const reasons = [...(0,get_known/* getKnown */.q)(owners, name)]
            .sort((a, b) => a - b)
            .map((index) => {
            const delivered = deliveredBy.get(index) ?? [];
            const ran = delivered.filter(measuring);
            const refusal = ran.map((p) => refused.get(p)).find((why) => why !== undefined);
            if (refusal !== undefined)
                return `the proof of no change of ${shardLabel(index)} was refused (${refusal}), and no execution of base or head reported it`;
            if (ran.length > 0)
                return `${shardLabel(index)} ran, but no execution of base or head reported it`;
            if (delivered.length > 0)
                return `${shardLabel(index)} failed: ${delivered[0].manifest.failure}`;
            return (`${shardLabel(index)} did not deliver results (no artifact ` +
                `${(0,shard_manifest/* shardArtifactName */.u9)({ index, count: layout.count })}${layout.replicas > 1 ? '-replica-…' : ''})`);
        });
        notMeasured.push({ name, reason: reasons.join('; ') });
    }
    return { notMeasured, missing, plansAgree };
}
/**
 * Merges the results of the shards of one run (or results files from any source) into one
 * results file for one analysis, so the suite-wide error control covers every benchmark.
 *
 * Refused with a MergeError naming the files: different base/head commits; different settings
 * (the fingerprinted run settings and the recorded analysis settings, the seed aside, read from
 * each file's own `meta`, with the first difference named); shards of different splits; one shard given twice; a benchmark
 * measured by two shards (unless they are replicas of one shard, or `replicas` is set for
 * files without a manifest: then its records are combined with the runner as the top level);
 * one benchmark in two units; `expect` not matching.
 *
 * Never silent: every benchmark of the shards' plan that no file measured (its shard missing,
 * failed, or its executions did not report it) is listed in `meta.notMeasured` with the reason,
 * and the analysis reports it as inconclusive. A benchmark a shard reported although the plan
 * gave it to another shard is left out with a warning.
 */
function mergeResults(inputs, options = {}) {
    if (inputs.length === 0)
        throw new MergeError('nothing to merge: give at least one results file');
    const warnings = [];
    const parts = ordered(inputs.map(readPart));
    const commits = checkCommits(parts, warnings);
    checkSettings(parts);
    const layout = checkShards(parts, options);
    const { records, measured } = collect(parts, options, warnings);
    // prove-unchanged: each shard's proof, checked; a benchmark its shard proved is covered without values.
    const proofs = mergeProofs(parts, commits, measured);
    for (const [part, why] of proofs.refused)
        warnings.push(`the proof of no change of ${describePart(part)} was refused: ${why}; its benchmarks count only where it measured them`);
    const cover = layout ? coverage(parts, layout, new Set([...measured, ...proofs.proved]), warnings, proofs.refused) : null;
    const incomplete = cover === null
        ? null
        : cover.missing.length > 0
            ? 'not every shard delivered'
            : cover.notMeasured.length > 0
                ? 'not every benchmark was measured or proved'
                : null;
    const proof = proofs.proof === undefined ? undefined : provedOnlyIfComplete(proofs.proof, parts.some((p) => !measuring(p)) ? 'a shard failed' : incomplete);
    const meta = mergedMeta(parts, layout, commits, cover, warnings, { proof, refused: proofs.refused });
    const results = { version: 1, benchmarks: records, meta };
    return { results, notMeasured: cover?.notMeasured ?? [], warnings };
}

// EXTERNAL MODULE: ./src/cli/cli-io.ts
var cli_io = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/cli/input-file.ts
var input_file = __webpack_require__(2497);
// EXTERNAL MODULE: ./src/cli/option-values.ts
var option_values = __webpack_require__(1916);
;// CONCATENATED MODULE: ./src/cli/merge-command.ts









const MERGE_USAGE = `benchgate merge RESULTS.json|DIR ... [-o merged.json] [--expect N] [--replicas]
    DIR: every results.json below it (e.g. the downloaded shard artifacts)`;
const RESULTS_NAME = 'results.json';
/** Every results.json below a directory, in sorted order. */
async function resultsFilesUnder(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    const found = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            found.push(...(await resultsFilesUnder(path)));
        else if (entry.name === RESULTS_NAME)
            found.push(path);
    }
    return found;
}
async function expand(args, cwd) {
    const files = [];
    for (const arg of args) {
        const path = (0,external_node_path_.resolve)(cwd, arg);
        const info = await (0,promises_.stat)(path).catch(() => null);
        if (!info)
            throw new cli_io/* UsageError */.eb(`cannot read ${arg}: no such file or directory`);
        if (info.isDirectory()) {
            const found = await resultsFilesUnder(path);
            if (found.length === 0)
                throw new cli_io/* UsageError */.eb(`${arg}: no ${RESULTS_NAME} below this directory`);
            files.push(...found);
        }
        else {
            if (info.size > input_file/* MAX_INPUT_BYTES */.s)
                throw new cli_io/* UsageError */.eb(`${arg} is ${Math.round(info.size / 2 ** 20)} MiB; results files over 512 MiB are not read`);
            files.push(path);
        }
    }
    return files;
}
/**
 * `benchgate merge`: merges the results files of the shards of one run, or results files from
 * any source, into one results file for `benchgate analyze`. Exit 0 when merged (benchmarks a
 * missing shard did not measure are listed in `meta.notMeasured` and reported on stderr), 2 on
 * a mismatch (other commits, other settings, a benchmark measured twice) or bad input.
 */
async function mergeCommand(argv, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: argv,
        allowPositionals: true,
        options: { out: { type: 'string', short: 'o' }, expect: { type: 'string' }, replicas: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
        io.stdout(`usage: ${MERGE_USAGE}\n`);
        return cli_io/* EXIT */.dc.ok;
    }
    if (positionals.length === 0)
        throw new cli_io/* UsageError */.eb(`merge needs at least one results file\nusage: ${MERGE_USAGE}`);
    const expect = values.expect === undefined ? undefined : (0,option_values/* numberOption */.jZ)('expect', values.expect, 0, { min: 1, max: 256 });
    if (expect !== undefined && !Number.isInteger(expect))
        throw new cli_io/* UsageError */.eb(`--expect: expected a whole number of shards, got ${JSON.stringify(values.expect)}`);
    const files = await expand(positionals, io.cwd);
    const inputs = [];
    for (const file of files) {
        const source = (0,external_node_path_.relative)(io.cwd, file) || file;
        try {
            inputs.push(parseShardResults(await (0,promises_.readFile)(file, 'utf8'), source));
        }
        catch (error) {
            if (!(error instanceof validate_results/* ResultsFormatError */.ch))
                throw error;
            io.stderr(`benchgate merge: ${error.message.startsWith(source) ? error.message : `${source}: ${error.message}`}\n`);
            return cli_io/* EXIT */.dc.usage;
        }
    }
    let outcome;
    try {
        outcome = mergeResults(inputs, { expect, replicas: values.replicas === true });
    }
    catch (error) {
        if (!(error instanceof MergeError))
            throw error;
        io.stderr(`benchgate merge: ${error.message}\n`);
        return cli_io/* EXIT */.dc.usage;
    }
    const json = `${JSON.stringify(outcome.results)}\n`;
    if (values.out === undefined || values.out === '-')
        io.stdout(json);
    else {
        const out = (0,external_node_path_.resolve)(io.cwd, values.out);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(out), { recursive: true });
        await (0,promises_.writeFile)(out, json);
    }
    for (const warning of outcome.warnings)
        io.stderr(`warning: ${warning}\n`);
    for (const entry of outcome.notMeasured)
        io.stderr(`not measured: ${entry.name}: ${entry.reason}\n`);
    const measured = outcome.results.benchmarks.length;
    const missing = outcome.notMeasured.length;
    // prove-unchanged: benchmarks their shards proved unchanged, not run (docs/proof.md, sharded runs).
    const provedNames = new Set((outcome.results.meta?.proof?.parts ?? []).filter((part) => part.proved).flatMap((part) => part.names));
    for (const record of outcome.results.benchmarks)
        provedNames.delete(record.name);
    const proved = provedNames.size;
    io.stderr(`merged ${inputs.length} file${inputs.length === 1 ? '' : 's'}: ${measured} benchmark${measured === 1 ? '' : 's'} ` +
        `measured${proved > 0 ? `, ${proved} proved unchanged (identical inputs)` : ''}${missing > 0 ? `, ${missing} not measured (reported as inconclusive)` : ''}` +
        `${values.out && values.out !== '-' ? `; wrote ${values.out}` : ''}\n`);
    return cli_io/* EXIT */.dc.ok;
}


/***/ }),

/***/ 1916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ox: () => (/* binding */ settingOption),
/* harmony export */   jZ: () => (/* binding */ numberOption),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6033);
/* harmony import */ var _config_number_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3416);
/* harmony import */ var _cli_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6061);



/** A number flag within [min, max]; the message names the flag and the bad value. */
function numberOption(flag, raw, fallback, range) {
    if (raw === undefined)
        return fallback;
    const value = (0,_config_number_values_js__WEBPACK_IMPORTED_MODULE_1__/* .toNumber */ .Ro)(raw) ?? Number.NaN;
    const inRange = range.exclusive ? value > range.min && value < range.max : value >= range.min && value <= range.max;
    if (raw.trim() === '' || !Number.isFinite(value) || !inRange) {
        const bounds = range.exclusive ? `between ${range.min} and ${range.max} (exclusive)` : `from ${range.min} to ${range.max}`;
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: expected a number ${bounds}, got ${JSON.stringify(raw)}`);
    }
    return value;
}
/** An enum-like flag checked against its list of allowed values. */
function choiceOption(flag, raw, allowed, fallback) {
    if (raw === undefined)
        return fallback;
    if (!allowed.includes(raw))
        throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
    return raw;
}
/** A flag read with its setting's one parser (as the config file key and the action input); the message names the flag. */
function settingOption(flag, raw, parse) {
    try {
        return parse(raw);
    }
    catch (error) {
        if (error instanceof _config_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .InvalidValueError */ .$)
            throw new _cli_io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${flag}: ${error.message}`);
        throw error;
    }
}


/***/ }),

/***/ 3329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* reexport safe */ _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__.Eh),
/* harmony export */   Rh: () => (/* binding */ analysisOptions),
/* harmony export */   aq: () => (/* binding */ DEFAULT_ANALYSIS_OPTIONS),
/* harmony export */   df: () => (/* reexport safe */ _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__.df),
/* harmony export */   xe: () => (/* reexport safe */ _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_1__.xe)
/* harmony export */ });
/* harmony import */ var _results_analysis_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5366);
/* harmony import */ var _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5617);
// The names are the results format's (meta.analysis records them): defined there, below config/.


const DEFAULT_ANALYSIS_OPTIONS = {
    confidence: 0.95,
    minEffect: 0.01,
    rule: 'interval',
    correction: 'holm',
    design: 'auto',
    estimator: 'winsorized',
    detectWarmup: true,
    maxFailureShare: 0.25,
    seed: 1,
    bootstrapReplicates: 1000,
    policies: [],
    buildVariancePriors: {},
    historyPriors: {},
    moderate: true,
};
/**
 * Complete analysis options: the defaults under what is given (undefined values count as not
 * given). The one place defaults are applied; the analysis itself takes only complete options.
 * A run's settings are made here through experiment/analysis-settings.ts (its record and gate
 * policy layered); a test or a simulation names only what it changes.
 */
function analysisOptions(...layers) {
    const given = (layer) => Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
    const options = layers.reduce((whole, layer) => ({ ...whole, ...given(layer) }), DEFAULT_ANALYSIS_OPTIONS);
    return {
        ...options,
        detectWarmup: options.detectWarmup !== false,
        policies: options.policies.map((policy) => ({ ...policy })),
        buildVariancePriors: { ...options.buildVariancePriors },
        historyPriors: Object.fromEntries(Object.entries(options.historyPriors ?? {}).map(([name, prior]) => [name, { ...prior }])),
    };
}


/***/ }),

/***/ 6033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ InvalidValueError),
/* harmony export */   p: () => (/* binding */ expected)
/* harmony export */ });
/** A value of the wrong type or range; the caller prefixes where it came from. */
class InvalidValueError extends Error {
    constructor(message) {
        super(message);
        this.name = 'InvalidValueError';
    }
}
function expected(what, got) {
    return new InvalidValueError(`expected ${what}, got ${describe(got)}`);
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `a list ${truncate(JSON.stringify(value))}`;
    if (typeof value === 'object')
        return `a mapping ${truncate(JSON.stringify(value))}`;
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
    return truncate(JSON.stringify(value) ?? String(value));
}
function truncate(text) {
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}


/***/ }),

/***/ 3416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ro: () => (/* binding */ toNumber),
/* harmony export */   lg: () => (/* binding */ seedValue),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   rv: () => (/* binding */ timeoutSeconds),
/* harmony export */   uM: () => (/* binding */ share)
/* harmony export */ });
/* harmony import */ var _invalid_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6033);

/**
 * The number settings' parsers, apart from setting-values.ts so that `benchgate analyze`
 * reads `--seed` without loading the command, glob and output-format parsers.
 */
/**
 * Numbers may come as numbers (YAML) or numeric strings (flags, quoted YAML), written in
 * decimals (`2`, `0.25`, `1e3`). `Number` alone would also take `0x10`, `0b11` and `0o7`,
 * which nobody means as a count or a timeout.
 */
function toNumber(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string' && DECIMAL.test(value) && Number.isFinite(Number(value)))
        return Number(value);
    return undefined;
}
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;
function wholeNumber(value, min, max = Number.MAX_SAFE_INTEGER) {
    const n = toNumber(value);
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)(`a whole number ${range}`, value);
    }
    return n;
}
/**
 * An execution's time limit in seconds. Node's timers hold at most 2³¹ − 1 ms: a longer one
 * fires at once, which would time out every execution, so "no limit" is refused rather than
 * wrapped.
 */
function timeoutSeconds(value) {
    const n = toNumber(value);
    if (n === undefined || !(n > 0) || n > MAX_TIMEOUT_SECONDS)
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)(`seconds, a number > 0 and at most ${MAX_TIMEOUT_SECONDS} (24 days)`, value);
    return n;
}
const MAX_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
function share(value) {
    const n = toNumber(value);
    if (n === undefined || n < 0 || n > 1)
        throw (0,_invalid_value_js__WEBPACK_IMPORTED_MODULE_0__/* .expected */ .p)('a share from 0 to 1 (e.g. 0.25)', value);
    return n;
}
/** A random seed: a whole number that fits 32 bits (the config key `seed` and `--seed`). */
function seedValue(value) {
    return wholeNumber(value, 0, 2 ** 32 - 1);
}


/***/ }),

/***/ 1441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ benchmarksLeftOut),
/* harmony export */   Yg: () => (/* binding */ describeRunner),
/* harmony export */   t4: () => (/* binding */ historyEntryFrom)
/* harmony export */ });
/* unused harmony exports roundSignificant, anchorDelta */
/* harmony import */ var _stats_execution_location_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5617);

/**
 * Significant digits kept: the mean and its interval 6 (1 ppm); execution means 5 (0.001 %,
 * far below their spread between processes); variance components and impact factors 3
 * (estimates from a handful of builds are not known better than that).
 */
const DIGITS = { mean: 6, execution: 5, variance: 3, impact: 3 };
function roundSignificant(value, digits) {
    return value === 0 || !Number.isFinite(value) ? value : Number(value.toPrecision(digits));
}
function roundNullable(value, digits) {
    return value === null ? null : roundSignificant(value, digits);
}
/** "Linux 6.1 · Simulated CPU × 2" from `meta.runner` ({os, cpu, cpus} or a string). */
function describeRunner(runner) {
    if (typeof runner === 'string')
        return runner;
    if (typeof runner !== 'object' || runner === null)
        return 'unknown runner';
    const r = runner;
    const cpu = typeof r.cpu === 'string' ? `${r.cpu}${typeof r.cpus === 'number' ? ` × ${r.cpus}` : ''}` : undefined;
    const parts = [r.os, cpu, r.name].filter((part) => typeof part === 'string' && part !== '');
    return parts.length > 0 ? parts.join(' · ') : 'unknown runner';
}
/**
 * Execution means as the analysis computed them: failed and empty executions left out,
 * each by the estimator `analyzeVersion` used, so they reproduce the report's mean.
 */
function executionMeans(version, estimator) {
    return version.binaries
        .map((binary) => binary.executions
        .filter((e) => e.failure === undefined && e.values.length > 0)
        .map((e) => roundSignificant((0,_stats_execution_location_js__WEBPACK_IMPORTED_MODULE_0__/* .executionLevel */ .$l)(e.values, estimator), DIGITS.execution)))
        .filter((means) => means.length > 0);
}
function benchmarkEntry(benchmark, version, means) {
    const { name, unit, better, noise } = benchmark;
    const { components, counts, impact } = version;
    return {
        name,
        unit,
        better,
        mean: roundSignificant(version.mean, DIGITS.mean),
        ci: [roundSignificant(version.ci[0], DIGITS.mean), roundSignificant(version.ci[1], DIGITS.mean)],
        df: roundSignificant(version.df, DIGITS.mean),
        variance: [
            roundNullable(components.binary, DIGITS.variance),
            roundNullable(components.execution, DIGITS.variance),
            roundNullable(components.measurement, DIGITS.variance),
        ],
        counts: [counts.binaries, counts.executions, counts.measurements, counts.failedExecutions],
        impact: [roundNullable(impact.execution.estimate, DIGITS.impact), roundNullable(impact.binary.estimate, DIGITS.impact)],
        means,
        ...(version.deterministicBuild ? { deterministic: true } : {}),
        // The comparison's own noise, for the history prior (analysis/history-prior.ts).
        ...(noise === undefined
            ? {}
            : {
                noise: [noise.kind, roundSignificant(noise.variance, DIGITS.variance), roundSignificant(noise.df, DIGITS.variance), noise.design],
            }),
    };
}
/** A benchmark's change against the anchor from the anchor comparison's report, or undefined when it has no delta or no anchor mean. */
function anchorDelta(benchmark) {
    const delta = benchmark?.delta;
    const anchor = benchmark?.base;
    if (!delta || !anchor || !(delta.relative > -1) || !(delta.ci[0] > -1))
        return undefined;
    const r = (v) => roundSignificant(v, DIGITS.mean);
    return [r(delta.relative), r(delta.ci[0]), r(delta.ci[1]), delta.ciLevel, r(delta.df), r(anchor.mean)];
}
/**
 * The benchmarks of the report that `historyEntryFrom` cannot add for `side`, each with the
 * reason: its version could not be analysed (the analysis' own note for that version, e.g. too
 * few executions with measurements), or it was never measured (`meta.notMeasured`, a missing
 * shard's). Benchmarks an `ignore` policy left out are not listed: that was asked for.
 */
function benchmarksLeftOut(results, report, side = 'head') {
    const records = new Set(results.benchmarks.map((record) => record.name));
    const leftOut = [];
    for (const benchmark of report.benchmarks) {
        if (benchmark[side] && records.has(benchmark.name))
            continue;
        if (!records.has(benchmark.name)) {
            const [missing] = benchmark.notes.flatMap((note) => (note.kind === 'not-measured' ? [note.reason] : []));
            leftOut.push({ name: benchmark.name, reason: missing === undefined ? 'not measured' : `not measured: ${missing}` });
            continue;
        }
        const [own] = benchmark.notes.flatMap((note) => (note.kind === 'version-not-analysed' && note.side === side ? [note.reason] : []));
        leftOut.push({ name: benchmark.name, reason: `${side} could not be analysed${own === undefined ? '' : `: ${own.trim()}`}` });
    }
    return leftOut;
}
/**
 * One history entry from a run's raw results and its analysis. A benchmark enters only
 * when the recorded side could be analysed (a `VersionReport` exists); benchmarks left out
 * by an `ignore` policy or with too many failed executions are not recorded.
 */
function historyEntryFrom(results, report, meta) {
    const side = meta.side ?? 'head';
    const records = new Map(results.benchmarks.map((record) => [record.name, record]));
    const benchmarks = [];
    let recordedSha;
    const anchored = new Map((meta.anchor?.report.benchmarks ?? []).map((b) => [b.name, b]));
    for (const benchmark of report.benchmarks) {
        const version = benchmark[side];
        const record = records.get(benchmark.name);
        if (!version || !record)
            continue;
        recordedSha ??= record[side].sha;
        const entry = benchmarkEntry(benchmark, version, executionMeans(record[side], report.options.estimator));
        const anchor = anchorDelta(anchored.get(benchmark.name));
        benchmarks.push(anchor === undefined || anchored.get(benchmark.name)?.unit !== entry.unit ? entry : { ...entry, anchor });
    }
    const sha = meta.sha ?? recordedSha ?? results.benchmarks.find((b) => b[side].sha)?.[side].sha;
    if (!sha)
        throw new RangeError(`historyEntryFrom: no sha given and none recorded for ${side}`);
    // A start that is not a date would make an entry the history's parser drops on the next load.
    const recorded = results.meta?.startedAt;
    const startedAt = typeof recorded === 'string' && Number.isFinite(Date.parse(recorded)) ? recorded : undefined;
    return {
        sha,
        date: meta.date,
        measuredAt: meta.measuredAt ?? startedAt ?? meta.date,
        runId: meta.runId,
        runAttempt: meta.runAttempt ?? 1,
        ...(meta.ref ? { ref: meta.ref } : {}),
        runner: meta.runner ?? describeRunner(results.meta?.runner),
        confidence: report.options.confidence,
        ...(meta.anchor ? { anchor: { ref: meta.anchor.ref, sha: meta.anchor.sha } } : {}),
        benchmarks,
    };
}


/***/ }),

/***/ 1165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ compareNames),
/* harmony export */   f: () => (/* binding */ assignShards)
/* harmony export */ });
/* harmony import */ var _stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1665);

/** Code-unit order: the same on every machine and locale. */
function compareNames(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function usable(cost) {
    return cost !== undefined && Number.isFinite(cost) && cost > 0;
}
function assignShards(names, count, costs = new Map()) {
    if (!Number.isInteger(count) || count < 1)
        throw new RangeError(`assignShards: the number of shards must be a whole number ≥ 1, got ${count}`);
    const unique = [...new Set(names)].sort(compareNames);
    const known = unique.map((name) => costs.get(name)).filter(usable);
    const fallback = known.length > 0 ? (0,_stats_descriptive_js__WEBPACK_IMPORTED_MODULE_0__/* .median */ .JZ)(known) : 1;
    const costSource = known.length === 0 ? 'count' : known.length === unique.length ? 'measured' : 'mixed';
    const items = unique.map((name) => {
        const cost = costs.get(name);
        return { name, cost: usable(cost) ? cost : fallback };
    });
    items.sort((a, b) => b.cost - a.cost || compareNames(a.name, b.name));
    const shards = Array.from({ length: count }, () => []);
    const loads = new Array(count).fill(0);
    for (const item of items) {
        let target = 0;
        for (let s = 1; s < count; s++) {
            if (loads[s] < loads[target] || (loads[s] === loads[target] && shards[s].length < shards[target].length))
                target = s;
        }
        shards[target].push(item.name);
        loads[target] += item.cost;
    }
    for (const shard of shards)
        shard.sort(compareNames);
    return { count, shards, loads, costSource };
}


/***/ }),

/***/ 6090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ MERGE_SETTING_KEYS),
/* harmony export */   OI: () => (/* binding */ settingsFingerprint),
/* harmony export */   SX: () => (/* binding */ fingerprintSettings),
/* harmony export */   at: () => (/* binding */ firstDifference),
/* harmony export */   ss: () => (/* binding */ mergeSettings),
/* harmony export */   w5: () => (/* binding */ describeSetting)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_KEYS, canonicalJson, PER_SHARD_ANALYSIS_KEYS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The run settings that must be equal for shards (and replicas) to be merged into one
 * analysis: the planned design (builds × executions), the output format, the commands, the working
 * directory, the execution timeout, the names of the extra environment variables, the failure
 * limit and the result file, as `benchgate run` records them in `meta` (docs/runner.md). The seed
 * is not among them: each shard has its own run order. Environment values are never recorded.
 */
const FINGERPRINT_KEYS = [
    'design',
    'format',
    'commands',
    'workdir',
    'timeoutSeconds',
    'envNames',
    'maxFailureShare',
    'resultFile',
    'splitBenchmarks',
];
/**
 * Keys fingerprinted after fingerprints were first stored in shard artifacts: left out when
 * absent or null, so a run without them fingerprints as it did before they were added.
 */
const LEFT_OUT_WHEN_NULL = new Set(['resultFile', 'splitBenchmarks']);
/** The value with the keys of every object sorted, so that equal settings have one JSON text. */
function canonicalJson(value) {
    if (Array.isArray(value))
        return value.map(canonicalJson);
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.keys(value)
            .sort()
            .map((key) => [key, canonicalJson(value[key])]));
    }
    return value;
}
/** The fingerprinted settings of a results file's `meta` (keys it does not record are left out). */
function fingerprintSettings(meta) {
    const settings = {};
    for (const key of FINGERPRINT_KEYS) {
        let value = meta?.[key];
        if (value === undefined || (value === null && LEFT_OUT_WHEN_NULL.has(key)))
            continue;
        if (key === 'envNames' && Array.isArray(value))
            value = value.map((name) => String(name)).sort();
        // The planned design only: how many builds a shard kept (identical outputs) is what it found, not a setting.
        if (key === 'design' && typeof value === 'object' && value !== null) {
            const { binaries, executions, interleaving } = value;
            value = { binaries, executions, interleaving };
        }
        // Benchmarks per process is the setting; how many processes a shard's part made is what it found.
        if (key === 'splitBenchmarks' && typeof value === 'object' && value !== null)
            value = { perProcess: value.perProcess };
        settings[key] = canonicalJson(value);
    }
    return settings;
}
/** `sha256:` and the hex digest of the canonical JSON of the settings (keys sorted at every level). */
function settingsFingerprint(meta) {
    const json = JSON.stringify(canonicalJson(fingerprintSettings(meta)));
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(json).digest('hex')}`;
}
/**
 * Keys of `meta.analysis` that differ between the shards of one run by design: each shard draws
 * its own seed for its run order. Every other recorded analysis setting must be equal.
 */
const PER_SHARD_ANALYSIS_KEYS = new Set(['seed']);
/** The keys of `MergeSettings`, in the order a message names them. */
const MERGE_SETTING_KEYS = [...FINGERPRINT_KEYS, 'analysis'];
/** `MergeSettings` read from a results file's own `meta` (never from a manifest's claim). */
function mergeSettings(meta) {
    const recorded = meta?.analysis;
    const analysis = typeof recorded === 'object' && recorded !== null && !Array.isArray(recorded)
        ? Object.fromEntries(Object.entries(recorded).filter(([key]) => !PER_SHARD_ANALYSIS_KEYS.has(key)))
        : recorded;
    return { ...fingerprintSettings(meta), ...(analysis === undefined ? {} : { analysis: canonicalJson(analysis) }) };
}
/** The first place two values differ, depth first in key order (`design.executions`, `analysis.priors["a b"]`, `x[2]`); null when equal. */
function firstDifference(a, b, path) {
    const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (Array.isArray(a) && Array.isArray(b)) {
        for (let i = 0; i < Math.max(a.length, b.length); i++) {
            const found = firstDifference(a[i], b[i], `${path}[${i}]`);
            if (found)
                return found;
        }
        return null;
    }
    if (isObject(a) && isObject(b)) {
        for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
            const step = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
            const found = firstDifference(a[key], b[key], `${path}${step}`);
            if (found)
                return found;
        }
        return null;
    }
    return JSON.stringify(canonicalJson(a)) === JSON.stringify(canonicalJson(b)) ? null : { path, a, b };
}
/** A setting's value for a message: JSON, cut at 60 characters; `absent` when it is not recorded. */
function describeSetting(value) {
    if (value === undefined)
        return 'absent';
    const json = JSON.stringify(value);
    return json.length > 60 ? `${json.slice(0, 59)}…` : json;
}


/***/ }),

/***/ 160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ readShardManifest),
/* harmony export */   eF: () => (/* binding */ withShardManifest),
/* harmony export */   s4: () => (/* binding */ createShardManifest),
/* harmony export */   u9: () => (/* binding */ shardArtifactName)
/* harmony export */ });
/* unused harmony exports SHARD_ARTIFACT_PREFIX, parseShardArtifactName, expectedArtifactNames, failedShardResults */
/* harmony import */ var _results_json_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5266);
/* harmony import */ var _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8360);
/* harmony import */ var _settings_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6090);
/* harmony import */ var _util_is_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8762);




const SHARD_ARTIFACT_PREFIX = 'benchgate-shard-';
/**
 * The artifact a shard uploads its results under: `benchgate-shard-<i>-of-<N>`, and with
 * replicas `benchgate-shard-<i>-of-<N>-replica-<r>`. Names are unique within a workflow run,
 * so every job of the matrix gets its own.
 */
function shardArtifactName(shard, replica) {
    const base = `${SHARD_ARTIFACT_PREFIX}${shard.index}-of-${shard.count}`;
    return replica && replica.count > 1 ? `${base}-replica-${replica.index}` : base;
}
const ARTIFACT_NAME = /^benchgate-shard-(\d+)-of-(\d+)(?:-replica-(\d+))?$/;
/** The shard (and replica) an artifact name stands for, or null for any other name. */
function parseShardArtifactName(name) {
    const match = ARTIFACT_NAME.exec(name);
    if (!match)
        return null;
    const shard = { index: Number(match[1]), count: Number(match[2]) };
    if (shard.index < 1 || shard.index > shard.count)
        return null;
    return match[3] === undefined ? { shard } : { shard, replica: Number(match[3]) };
}
/** Every artifact name a complete run of N shards × R replicas uploads, in order. */
function expectedArtifactNames(count, replicas = 1) {
    return Array.from({ length: count }, (_, i) => replicas > 1
        ? Array.from({ length: replicas }, (_, r) => shardArtifactName({ index: i + 1, count }, { index: r + 1, count: replicas }))
        : [shardArtifactName({ index: i + 1, count })]).flat();
}
function createShardManifest(input) {
    if (input.plan.count !== input.shard.count) {
        throw new RangeError(`createShardManifest: a plan for ${input.plan.count} shards cannot serve shard ${input.shard.index}/${input.shard.count}`);
    }
    return {
        index: input.shard.index,
        count: input.shard.count,
        ...(input.replica && input.replica.count > 1 ? { replica: input.replica.index, replicas: input.replica.count } : {}),
        assigned: input.plan.shards[input.shard.index - 1].slice(),
        plan: input.plan.shards.map((names) => names.slice()),
        costSource: input.plan.costSource,
        shas: { base: input.shas.base, head: input.shas.head },
        settings: (0,_settings_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__/* .settingsFingerprint */ .OI)(input.meta),
        ...(input.failure === undefined ? {} : { failure: input.failure }),
    };
}
/** The results with the manifest in `meta.shard` (a new object; the input is not changed). */
function withShardManifest(results, manifest) {
    return { ...results, meta: { ...(results.meta ?? {}), shard: manifest } };
}
/**
 * What a shard uploads when it could not measure at all (a build failed before any execution):
 * no benchmarks, its settings, and the manifest with the failure. The merge then reports the
 * shard's benchmarks as not measured with that reason, instead of as missing.
 */
function failedShardResults(input) {
    return withShardManifest({ version: 1, benchmarks: [], meta: { ...(input.meta ?? {}) } }, createShardManifest(input));
}
function wholeNumber(value, path, min) {
    if (!Number.isInteger(value) || value < min)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch(path, `expected a whole number ≥ ${min}, got ${(0,_results_json_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(value)}`);
    return value;
}
function names(value, path) {
    if (!Array.isArray(value) || value.some((name) => typeof name !== 'string'))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch(path, 'expected a list of benchmark names');
    return value;
}
/**
 * The manifest in `meta.shard`, checked; null when the results carry none (a file from an
 * unsharded run). Throws ResultsFormatError naming the path of the first problem.
 */
function readShardManifest(meta) {
    const value = meta?.shard;
    if (value === undefined)
        return null;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(value))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard', 'expected an object');
    const count = wholeNumber(value.count, 'meta.shard.count', 1);
    const index = wholeNumber(value.index, 'meta.shard.index', 1);
    if (index > count)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.index', `shard ${index} of ${count} does not exist`);
    let replica = {};
    if (value.replica !== undefined || value.replicas !== undefined) {
        const replicas = wholeNumber(value.replicas, 'meta.shard.replicas', 1);
        const r = wholeNumber(value.replica, 'meta.shard.replica', 1);
        if (r > replicas)
            throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.replica', `replica ${r} of ${replicas} does not exist`);
        replica = { replica: r, replicas };
    }
    if (!Array.isArray(value.plan) || value.plan.length !== count)
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.plan', `expected ${count} lists of benchmark names, one per shard`);
    const plan = value.plan.map((shard, i) => names(shard, `meta.shard.plan[${i}]`));
    const assigned = names(value.assigned, 'meta.shard.assigned');
    if (JSON.stringify(assigned) !== JSON.stringify(plan[index - 1]))
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.assigned', `differs from plan[${index - 1}], this shard's part of the plan`);
    const shas = value.shas;
    if (!(0,_util_is_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(shas) || typeof shas.base !== 'string' || typeof shas.head !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.shas', 'expected { base, head } commit SHAs');
    if (typeof value.settings !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.settings', 'expected the settings fingerprint');
    const costSource = value.costSource === 'measured' || value.costSource === 'mixed' ? value.costSource : 'count';
    if (value.failure !== undefined && typeof value.failure !== 'string')
        throw new _results_validate_results_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultsFormatError */ .ch('meta.shard.failure', 'expected a string');
    return {
        index,
        count,
        ...replica,
        assigned,
        plan,
        costSource,
        shas: { base: shas.base, head: shas.head },
        settings: value.settings,
        ...(typeof value.failure === 'string' ? { failure: value.failure } : {}),
    };
}


/***/ }),

/***/ 2774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ getKnown)
/* harmony export */ });
/** `map.get(key)` for a key the caller knows is there (it put it there): a missing one is a bug, and throws as one. */
function getKnown(map, key) {
    const value = map.get(key);
    if (value === undefined)
        throw new Error(`internal error: no entry for ${String(key)}`);
    return value;
}


/***/ })

};
