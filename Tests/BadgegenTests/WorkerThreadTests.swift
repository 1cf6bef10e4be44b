import BadgeManifest
import BadgeRendering
@testable import badgegen
import Foundation
import Synchronization
import Testing

/// Where the process may make no more threads (a container's pids limit, `ulimit -u`), a
/// worker that never started must not be waited for.
@Suite("badgegen batch: workers that cannot start")
struct WorkerThreadTests {
    @Test("a batch runs on the workers that started, or on the calling thread when none did",
          arguments: [0, 1, 2])
    func fewerWorkers(starting: Int) throws {
        let folder = try TestFolder()
        let entries = (0..<6).map { #"{"name": "Badge \#($0)"}"# }.joined(separator: ", ")
        let manifest = try Manifest.parse(Array(BatchSafetyTests.manifest(entries).utf8))
        let plan = BatchPlan(manifest: manifest, shard: .all, scales: nil)
        var outputs = [BatchOutput(kind: .folder, given: folder.path("out"))]
        try BatchFiles.prepare(&outputs, plan: plan, inputs: [])
        let runner = BatchRunner(plan: plan, outputs: outputs, renderer: BadgeRenderer(typesetter: nil), toolVersion: "test", force: false)
        // Threads start until `starting` have, then none can.
        let started = Atomic<Int>(0)
        let group = runner.start(workers: 4) { body in
            guard started.add(1, ordering: .relaxed).newValue <= starting else { return false }
            return WorkerThread.start(body)
        }
        #expect(group.wait(timeout: .now() + 60) == .success, "a worker that never started was waited for")
        #expect(runner.startedWorkers == starting)
        #expect(runner.writtenCount == runner.totalFiles && runner.totalFiles == 6)
        #expect(folder.files(in: "out").count == 6)
    }

    @Test("a thread can be started here, and runs what it is given")
    func startsThreads() {
        #expect(WorkerThread.canStart())
        let done = DispatchSemaphore(value: 0)
        #expect(WorkerThread.start { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
    }
}
