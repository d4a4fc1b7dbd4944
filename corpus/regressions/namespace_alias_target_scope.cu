// A namespace alias's target is named from the alias's scope, not as written:
// a leading `::` goes unless the name is hidden there.
namespace a {
namespace b {
inline namespace v {
int x;
}
} // namespace b
} // namespace a
namespace A = ::a::b::v;
namespace B = ::a;
namespace C = a::b;
namespace D = ::a::b;
namespace n {
namespace a {
int y;
}
namespace E = ::a::b;
namespace F = a;
namespace G = ::a;
} // namespace n
namespace a {
namespace H = ::a::b;
namespace I = b::v;
} // namespace a
namespace a {
namespace b {
inline namespace v {
template <class T> T id(T t) { return t; }
} // namespace v
} // namespace b
template <class T> T use(T t)
{
  namespace al = ::a::b;
  return al::id(t);
}
} // namespace a
int main() { return A::x + n::a::y + a::H::x + a::use(0); }
