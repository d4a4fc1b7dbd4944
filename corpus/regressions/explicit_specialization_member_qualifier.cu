// An explicit specialization of a class template's member keeps the qualifier written
// (`template<> int collate< char> ::_M_compare(…)` in the namespace around the inline
// namespace of the template); a member of the template itself gains the inline namespace.
namespace std {
inline namespace __cxx11 { template <class C> class collate; }
template <class C> class __cxx11::collate { public: int _M_compare(const C *, const C *) const throw(); int g() const; static int s; };
template<> int collate<char>::_M_compare(const char *, const char *) const throw();
template <class C> int collate<C>::g() const { return 0; }
template<> int collate<char>::g() const { return 1; }
template<> int collate<long>::s = 3;
}
int main() { return 0; }
