// A concept-id in an expression is named like a type: by its concept's shortest qualified
// name from the printing scope, inline namespaces included (`lib::v1::C< int>` for
// `lib::C<int>`, `v1::C` inside `lib`, `C` inside `v1`; libcu++ `cuda::std::__4::`).
namespace lib { inline namespace v1 {
template <class T> concept C = sizeof(T) == 4;
static_assert(C<int>);
struct S { static_assert(C<int>); void f() { static_assert(C<int>); } };
namespace in { static_assert(C<int>); }
}
namespace other { static_assert(C<int>); }
}
namespace x { namespace y { template <class T> concept D = sizeof(T) == 4; } }
namespace x { static_assert(y::D<int>); }
static_assert(x::y::D<int>);
using namespace lib;
static_assert(C<int>);
template <class T> requires lib::C<T> void g(T) {}
template <lib::C T> void h(T) {}
namespace z { template <class T> concept E = requires(T t) { { t } -> lib::C; }; }
template <class T> concept F = z::E<T> && ::lib::C<T>;
int main() { return 0; }
