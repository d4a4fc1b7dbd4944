// Itanium's `So`: `std::basic_ostream<char>` completed with its dependent default argument
// (`char_traits<_CharT>` takes `char`) is `std::ostream`, mangled `So`; the module id is the
// CRC of `_ZlsRSoRK6float3`.
namespace std {
template <class C> struct char_traits {};
template <class C, class T = char_traits<C>> class basic_ostream {};
typedef basic_ostream<char> ostream;
}
struct float3 { float x, y, z; };
std::ostream &operator<<(std::ostream &o, const float3 &) { return o; }
