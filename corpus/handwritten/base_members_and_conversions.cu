// A base class's typedef used unqualified in a derived explicit specialization and its
// out-of-line member, a conversion function to a globally qualified type, `throw (E())`
// in parentheses, and the address of a dependent member passed to a non-dependent call.
#include "prelude.cuh"

namespace std {
  template<class A, class B> struct pair { A a; B b; };
  template<typename _CharT> class ctype;
  struct ctype_base { typedef unsigned short mask; };
  template<typename _CharT> class ctype : public ctype_base { public: bool is(mask m, _CharT c) const; };
  template<> class ctype<char> : public ctype_base {
  public:
    bool is(mask __m, char __c) const;
  protected:
    const mask* _M_table;
  };
  bool
  ctype<char>::
  is(mask __m, char __c) const
  { return _M_table[static_cast<unsigned char>(__c)] & __m; }
}

template<class T1, class T2> struct P {
  T1 first; T2 second;
  constexpr operator ::std::pair<T1, T2>() const { return {first, second}; }
};
struct Q { operator ::std::pair<int, int>() const; };

struct E {};
inline void fail() { (throw (E())); }

struct id { int x; };
struct Impl { void replace(const Impl*, const id*); };
struct loc {
  Impl* impl;
  template<class F> loc combine(const loc& o) const;
};
template<class F> loc loc::combine(const loc& o) const { impl->replace(o.impl, &F::id); return o; }

__global__ void k(int *out) { out[0] = sizeof(P<int, float>); }
