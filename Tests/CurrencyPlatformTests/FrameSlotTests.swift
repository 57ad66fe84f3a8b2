@testable import CurrencyPlatform
import Foundation
import Synchronization
import XCTest

final class FrameSlotTests: XCTestCase {
    func testConcurrentClaimersNeverTakeTheSameFrame() {
        let frames = FrameSlot()
        let done = Atomic<Bool>(false)
        let claims = Mutex<[[UInt64]]>([[], []])
        let finished = DispatchGroup()
        for reader in 0..<2 {
            finished.enter()
            Thread {
                while let (_, sequence) = frames.claimFrame(accepting: { true },
                                                            exitingWhen: { done.load(ordering: .acquiring) }) {
                    claims.withLock { $0[reader].append(sequence) }
                }
                finished.leave()
            }.start()
        }
        let frame = VideoFrame(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 255], captureTime: 0)
        for _ in 0..<300 {
            frames.put(frame)
            usleep(300)  // let both readers wake and race for it
        }
        usleep(50_000)
        done.store(true, ordering: .releasing)
        frames.wakeWaiters()
        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)

        let perReader = claims.withLock { $0 }
        let all = perReader.flatMap { $0 }
        XCTAssertEqual(Set(all).count, all.count, "a frame claimed twice")
        for sequences in perReader {
            XCTAssertFalse(sequences.isEmpty, "both readers claimed frames")
            XCTAssertEqual(sequences, sequences.sorted(), "each reader moves forward")
        }
    }
}
