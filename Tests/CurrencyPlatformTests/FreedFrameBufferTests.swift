import CShims
@testable import CurrencyPlatform
import Glibc
import XCTest

/// Frame-sized buffers stay mapped blocks of their own, given back when freed, however many have been
/// freed before (glibc would otherwise raise its threshold past them and keep them in an arena).
final class FreedFrameBufferTests: XCTestCase {
    func testEveryFrameSizedBlockIsMappedAndUnmappedWhenFreed() throws {
        ProcessEnvironment.returnFreedFrameBuffers()
        let frameBytes = 640 * 480 * 3
        for round in 1...3 {
            let before = mallinfo2().hblkhd
            let block = try XCTUnwrap(malloc(frameBytes))
            memset(block, 1, frameBytes)
            XCTAssertGreaterThanOrEqual(mallinfo2().hblkhd - before, frameBytes, "round \(round): the block is not mapped on its own")
            free(block)
            XCTAssertEqual(mallinfo2().hblkhd, before, "round \(round): the freed block is still held")
        }
    }
}
