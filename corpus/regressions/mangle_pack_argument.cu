// The arguments of a class template's trailing parameter pack are one pack argument in a
// mangled name (`variant<Gain, Offset>` is `7variantIJ4Gain6OffsetEE`); the module id is the
// CRC of `_Z8describeRKN3lib7variantIJ4Gain6OffsetEEE`.
namespace lib {
template <class... Ts> class variant { char storage[8]; };
}
struct Gain { float g; };
struct Offset { float o; };
const char *describe(const lib::variant<Gain, Offset> &v) { return "x"; }
