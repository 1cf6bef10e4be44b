import BadgeManifest

extension BatchCommand {
    /// After the badges: `--prune` (by shard 1 of a run no signal stopped, from a
    /// manifest whose every entry reads), or a warning that says why it did nothing;
    /// without `--prune`, a warning naming the files of scales or appearances the badges
    /// no longer have. What it removes is added to `summary` (and, in a dry run, to
    /// `changes`).
    func pruneOrNameDropped(manifest: Manifest, plan: BatchPlan, outputs: [BatchOutput], inputs: Set<FileIdentity>,
                            runner: BatchRunner, interrupts: InterruptHandler, stoppedBy signal: Int32?,
                            summary: inout BatchSummary, changes: inout [BatchSummary.Change]) {
        let didNothing = dryRun ? "--prune would do nothing" : "--prune did nothing"
        if prune && signal == nil && shard.number == 1 {
            if manifest.badges.isEmpty && manifest.problems.isEmpty {
                // A generator that came out empty would otherwise empty the folder.
                Diagnostics.warn("\(didNothing): the manifest lists no badges, and pruning would remove every file badgegen wrote there; remove them yourself if that is what you want")
            } else if manifest.problems.isEmpty {
                let failed = Set(summary.failures.map(\.index))
                var prune = BatchPrune(manifest: manifest, outputs: outputs, inputs: inputs, failed: failed, dryRun: dryRun,
                                       planned: runner.plannedWrites)
                prune.shouldStop = { interrupts.signalReceived != nil }
                // What is removed, one line each as it goes, as `rm -v` says it: a project's
                // files are not removed unseen, nor unsaid when a signal stops the prune.
                let quiet = self.quiet
                prune.didRemove = { path in if !quiet { StandardError.write("badgegen: --prune removed \(Quoted.path(path))\n") } }
                let outcome = prune.run()
                summary.removed += outcome.removed
                summary.pruned = outcome.removedPaths
                if dryRun {
                    changes += (outcome.removedPaths + outcome.temporaries).map { BatchSummary.Change(.remove, $0) }
                }
                outcome.warnings.forEach(Diagnostics.warn)
                if outcome.stopped {
                    let done = dryRun ? "finding \(outcome.removedPaths.count) to remove" : "removing \(outcome.removedPaths.count) of what it found"
                    Diagnostics.warn("--prune stopped by a signal after \(done); run the same command again to finish")
                }
            } else {
                Diagnostics.warn("\(didNothing): \(manifest.problems.count) entr\(manifest.problems.count == 1 ? "y" : "ies") of the manifest cannot be read, so \(manifest.problems.count == 1 ? "its" : "their") files cannot be told from stale ones")
            }
        } else if prune && signal != nil {
            Diagnostics.warn("\(didNothing): the run was stopped; run the same command again to finish and prune")
        } else if prune {
            Diagnostics.warn("\(didNothing) in shard \(shard.number)/\(shard.count): shard 1 prunes, from the whole manifest")
        } else if signal == nil {
            for output in outputs {
                let dropped = BatchFiles.droppedVariants(in: output, plan: plan)
                guard !dropped.isEmpty else { continue }
                let named = dropped.prefix(3).map { "\(Quoted($0))" }.joined(separator: ", ") + (dropped.count > 3 ? ", …" : "")
                Diagnostics.warn("\(output.option) \(Quoted.path(output.given)) holds \(dropped.count) file\(dropped.count == 1 ? "" : "s") "
                                 + "named as scales or appearances its badges no longer have (\(named)); --prune removes those a batch wrote")
            }
        }
    }
}
