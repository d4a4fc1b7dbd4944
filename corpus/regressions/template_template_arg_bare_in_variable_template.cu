// A template name given for a template template parameter of a variable template prints bare.
template<typename... T> struct tuple {};
template<typename A, typename... B> struct is_inv { static constexpr bool value = true; };
template<template<typename...> class Tr, typename T, typename Tu> constexpr bool unp = false;
template<template<typename...> class Tr, typename T, typename... U> constexpr bool unp<Tr, T, tuple<U...>> = Tr<T, U...>::value;
template<typename F, typename Tu> void apply(F &&f, Tu &&t) noexcept(unp<is_inv, F, Tu>) {}
template<template<typename...> class Tr> struct holder {};
template<template<typename...> class Tr> void g(holder<Tr>*, holder<is_inv>*) {}
