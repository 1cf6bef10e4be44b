import CFreeType

/// Owns one `FT_Library` and frees it when the last face that uses it is gone.
///
/// Every `FontFace` keeps a strong reference to its library, so the library always outlives
/// its faces. FreeType libraries are not thread-safe: the `Typesetter`'s lock guards every use.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeInitFailed(freeTypeError: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
