// A variable template inside template arguments is named by its scope as seen
// from the printing scope; elsewhere it stays as written.
template <bool> struct sel {};
template <> struct sel<true>
{
  template <class T> using type = T;
};
template <bool B, class T = void> using en_t = typename sel<B>::template type<T>;
namespace lib {
namespace core {
inline namespace v2 {
template <class T> constexpr bool is_int_v = false;
template <> constexpr bool is_int_v<int> = true;
template <bool V> struct B
{
  static constexpr bool value = V;
};
template <class T, en_t<is_int_v<T>, int> = 0> void f(T) {}
} // namespace v2
} // namespace core
} // namespace lib
namespace lib {
namespace core {
template <class T, bool b = true, en_t<is_int_v<T> && b, int> = 0> void f2(T) {}
template <class T> bool g(T) { return is_int_v<T> && v2::is_int_v<T>; }
template <class T> struct X : B<is_int_v<T>>
{
};
} // namespace core
} // namespace lib
template <class T, en_t<lib::core::is_int_v<T>, int> = 0> void h(T) {}
namespace lib {
template <class T> bool k(T) { return core::is_int_v<T>; }
template <class T> struct Y : core::B<core::is_int_v<T>>
{
};
} // namespace lib
int main()
{
  lib::core::f2(1);
  h(2);
  return 0;
}
