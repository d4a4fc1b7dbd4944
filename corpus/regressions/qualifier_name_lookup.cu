// The name before `::` is looked up among namespaces, types and templates only
// ([basic.lookup.qual]): a parameter named `system` does not hide `system::detail`
// (thrust's temporary_buffer.h).
namespace th {
namespace system { namespace detail { struct bad { bad(int) {} }; } }
namespace cc {
struct P {};
void f(P& system) { throw system::detail::bad(1); }
}
}
