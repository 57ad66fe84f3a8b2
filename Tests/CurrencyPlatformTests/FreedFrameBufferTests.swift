import CShims
@testable import CurrencyPlatform
import Glibc
import XCTest

/// Large blocks stay mapped blocks of their own, given back when freed, however many have been freed
/// before (glibc would otherwise raise its threshold past them and serve them from an arena).
final class FreedFrameBufferTests: XCTestCase {
    func testLargeBlocksStayMappedHoweverManyWereFreed() throws {
        ProcessEnvironment.returnFreedFrameBuffers()
        // Free space left at the arena's top by earlier tests could serve the block: give it back.
        malloc_trim(0)
        // 24 MiB: larger than any free chunk the other tests leave, and below glibc's 32 MiB cap for
        // the raised threshold, so without the fixed threshold the second block comes from the arena.
        let bytes = 24 << 20
        for round in 1...3 {
            let before = mallinfo2().hblkhd
            let block = try XCTUnwrap(malloc(bytes))
            memset(block, 1, bytes)
            XCTAssertGreaterThanOrEqual(mallinfo2().hblkhd - before, bytes, "round \(round): the block is not mapped on its own")
            free(block)
            XCTAssertEqual(mallinfo2().hblkhd, before, "round \(round): the freed block is still held")
        }
    }
}
