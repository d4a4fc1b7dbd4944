// A compound assignment to an enumeration calls a user's operator when one matches (`(__err |= ios_base::eofbit);`, libstdc++'s `operator|=(_Ios_Iostate &, _Ios_Iostate)`), in templates too.
namespace std {
enum _Ios_Iostate { _S_goodbit = 0, _S_eofbit = 1 << 1, _S_ios_iostate_end = 1L << 16 };
inline constexpr _Ios_Iostate operator|(_Ios_Iostate __a, _Ios_Iostate __b) { return _Ios_Iostate(static_cast<int>(__a) | static_cast<int>(__b)); }
inline const _Ios_Iostate &operator|=(_Ios_Iostate &__a, _Ios_Iostate __b) { return __a = __a | __b; }
struct ios_base { typedef _Ios_Iostate iostate; static const iostate eofbit = _S_eofbit; static const iostate goodbit = _S_goodbit; };
template <class C> struct is { void f() { ios_base::iostate __err = ios_base::goodbit; __err |= ios_base::eofbit; } };
void g() { ios_base::iostate __err = ios_base::goodbit; __err |= ios_base::eofbit; }
}
