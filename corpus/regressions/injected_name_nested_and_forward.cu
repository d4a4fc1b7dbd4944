// A class template's own template-id written with its parameters names the injected
// class and prints bare: also inside a nested class of the template, when the template
// was declared before its definition, and when the arguments are typedefs of the
// parameters (`bos<char_type, traits_type>`).
namespace lib {
template<typename T> struct traits {};
template<typename CharT, typename Traits = traits<CharT> > class bos;
template<typename CharT, typename Traits>
class bos {
public:
  typedef CharT char_type;
  typedef Traits traits_type;
  typedef bos<CharT, Traits> t1;
  typedef bos<char_type, traits_type> t2;
  virtual bos<char_type, traits_type>* setbuf(char_type*, long) { return this; }
  class sentry {
    bos<CharT, Traits>& os_;
  public:
    explicit sentry(bos<CharT, Traits>& os) : os_(os) {}
  };
};
template<typename IntType = int>
class uid {
public:
  struct param_type { typedef uid<IntType> distribution_type; };
  typedef uid<IntType> t3;
};
}
int main() { return 0; }
