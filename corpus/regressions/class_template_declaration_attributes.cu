// A class template declaration without body prints no class-head attribute; the primary
// definition prints those of the first declaration that had some, at their line. A partial
// specialization and a non-template class keep their own.
#include "prelude.cuh"
template <class _Tp>
class __attribute__((__visibility__("default"))) RW;

struct B {};

template <class _Tp>
class RW : public B
{
  int x;
};
template <class T> struct __attribute__((__visibility__("default"))) S2;
template <class T> struct __attribute__((__visibility__("default"))) S2 { T t; };
struct __attribute__((__visibility__("default"))) P;
struct P { int p; };
template <class T> struct __attribute__((__visibility__("default"))) U;
template <class T> struct U<T*> { T t; };
template <class T> struct __attribute__((__visibility__("default"))) NoDef;
