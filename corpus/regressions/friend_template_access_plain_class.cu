// A friend class template declared in a plain class is no member: no access label goes
// before it, and the next member's label compares with the one before the friend.
namespace N {
template <class C> struct UC;
class L {
public:
  class Im;
  friend class Im;
  template <class C> friend struct UC;
  static const int none = 0;
private:
  Im *im;
};
class L::Im {
public:
  friend class L;
  template <class C> friend struct UC;
private:
  int r;
};
}
int main() { return 0; }
