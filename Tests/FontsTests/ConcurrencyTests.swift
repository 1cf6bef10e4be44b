import Fonts
import Testing

@Suite struct ConcurrencyTests {
    @Test func concurrentShapingMatchesSerialShaping() async throws {
        let typesetter = try Typesetter()
        let jobs: [(String, FontDescriptor)] = [
            ("Earth Day", FontDescriptor(size: 12)),
            ("첫 하이킹", FontDescriptor(size: 18, weight: .bold)),
            ("AVATAR To 42 km", FontDescriptor(size: 24, weight: .semibold)),
            ("a\u{10FFFD}b", FontDescriptor(size: 9.5)),
            ("", FontDescriptor(size: 30)),
            ("Summit ☼ 3 776 m", FontDescriptor(size: 40, weight: .medium)),
        ]
        // Serial results come from a separate typesetter, so the concurrent run starts cold
        // and fills its caches under contention.
        let serial = try Typesetter()
        let expected = try jobs.map { try serial.shape($0.0, font: $0.1) }

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var bad = 0
                    for i in 0..<50 {
                        let j = (task + i) % jobs.count
                        let result = try? typesetter.shape(jobs[j].0, font: jobs[j].1)
                        if result != expected[j] { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func recentLinesComeBackAsShapedAndOthersAreShapedAnew() throws {
        // More lines than the typesetter keeps, each text in two sizes and two weights,
        // asked for over and over in an order that reuses and replaces what it keeps.
        let texts = ["Earth Day", "يوم الأرض", "पहली यात्रा", "Earth Day 🌍", "First Hike", "첫 하이킹"]
        let fonts = [FontDescriptor(size: 12), FontDescriptor(size: 12.5), FontDescriptor(size: 12, weight: .bold)]
        let jobs = texts.flatMap { text in fonts.map { (text, $0) } }
        let typesetter = try Typesetter()
        var expected: [ShapedText] = []
        for (text, font) in jobs { expected.append(try Typesetter().shape(text, font: font)) }
        for round in 0..<3 {
            for (index, job) in jobs.enumerated().reversed() where (index + round) % 2 == 0 || round == 1 {
                #expect(try typesetter.shape(job.0, font: job.1) == expected[index], "\(job.0) at \(job.1.size) pt")
                #expect(try typesetter.shape(job.0, font: job.1) == expected[index], "\(job.0) again")
            }
        }
    }
}
