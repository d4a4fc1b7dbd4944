// A namespace-qualified overload set in a dependent call is named by the last
// namespace of its qualifier, as seen from the printing scope.
extern "C" void *cpy(void *, const void *, unsigned long);
extern "C" __attribute__((host)) __attribute__((device)) void *cpy(void *, const void *, unsigned long);
template <class T> T &&gmove(T &x) { return static_cast<T &&>(x); }
namespace lib {
namespace core {
inline namespace v2 {
using ::cpy;
using ::gmove;
template <class T> T &&declv();
template <class T> T &&move(T &x) { return static_cast<T &&>(x); }
template <class T> void sw(T &a, T &b)
{
  T t(::lib::core::v2::move(a));
  a = ::lib::core::v2::move(b);
  ::lib::core::v2::cpy(&a, &b, sizeof(T));
  ::lib::core::v2::gmove(a);
  core::gmove(a);
  ::lib::core::move(a);
}
template <class T> struct S
{
  static const bool value = noexcept(sw(::lib::core::v2::declv<T>(), ::lib::core::v2::declv<T>()));
};
template <bool B> struct bc
{
  static const bool value = B;
};
namespace det {
template <class T> T &&fwd(T &x) { return static_cast<T &&>(x); }
template <class T> void sw2(T &, T &);
// Inside template arguments too.
template <class T> struct H3 : bc<noexcept(sw2(::lib::core::v2::declv<T &>(), ::lib::core::declv<T &>()))>
{
};
template <class T> void h(T a)
{
  ::lib::core::move(a);
  ::lib::core::v2::move(a);
  ::lib::core::v2::det::fwd(a);
}
} // namespace det
} // namespace v2
} // namespace core
} // namespace lib
template <class T> void f2(T a)
{
  ::lib::core::move(a);
  lib::core::v2::det::fwd(a);
  ::lib::core::v2::declv<T>();
  ::lib::core::v2::cpy(&a, &a, 1);
}
namespace lib {
template <class T> void f4(T a)
{
  ::lib::core::move(a);
  core::det::fwd(a);
}
} // namespace lib
int main()
{
  int a = 0, b = 1;
  lib::core::sw(a, b);
  f2(a);
  return 0;
}
