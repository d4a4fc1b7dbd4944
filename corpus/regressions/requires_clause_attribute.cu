// [dcl.attr.grammar]: '[[' only introduces an attribute, so it ends a requires-clause's
// constraint (requires C<T> [[nodiscard]] ...).
template <class T> concept small = sizeof(T) <= 4;
template <class T> constexpr bool is_u = true;
struct fn { template <class T> requires small<T>
    [[nodiscard]] constexpr int operator()(T t) const { return 1; } };
template <class T> requires is_u<T>
[[nodiscard]] inline constexpr int popcount(T t) noexcept { return 0; }
int use() { return fn{}(1) + popcount(2u); }
