// A member typedef of a concrete specialization the instantiator cannot reach (a base
// picked by a partial specialization's computed argument) is still named through its
// template-id.
#include "prelude.cuh"
template <class U, bool C, bool V> struct CvSel { typedef U __type; };
template <class Q, class U, bool C = false, bool V = false> class MatchCv { typedef CvSel<U, C, V> __match; public: typedef typename __match::__type __type; };
struct SelBase {
  template <class...> struct _List {};
  template <unsigned long Sz, class L, bool = (Sz <= 4)> struct __select;
  template <unsigned long Sz, class U, class... Us> struct __select<Sz, _List<U, Us...>, true> { using __type = U; };
  template <unsigned long Sz, class U, class... Us> struct __select<Sz, _List<U, Us...>, false> : __select<Sz, _List<Us...>> { };
};
template <class T, bool A = true, bool B = false> class Sel;
template <class T> class Sel<T, false, true> : SelBase {
  using _UInts = _List<unsigned char, unsigned short, unsigned int, unsigned long>;
  using __unsigned_type = typename __select<sizeof(T), _UInts>::__type;
public:
  using __type = typename MatchCv<T, __unsigned_type>::__type;
};
template <class T> struct MU { };
template <> struct MU<wchar_t> { using __type = typename Sel<wchar_t, false, true>::__type; };
MU<wchar_t>::__type v1;
