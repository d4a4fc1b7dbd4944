// The module id skips functions declared inline before their definition: an out-of-line
// destructor, member operator and conversion function, and a namespace-scope operator
// declared inline earlier (the id comes from `main`).
namespace t { inline namespace v1 { namespace s {
class code {
public:
  inline virtual ~code();
  inline bool operator==(const code &) const;
  inline explicit operator bool() const;
  int value;
};
inline bool operator<(const code &, const code &);
} } }
namespace t { inline namespace v1 { namespace s {
code ::~code() { ; }
bool code ::operator==(const code &o) const { return value == o.value; }
code ::operator bool() const { return value != 0; }
bool operator<(const code &a, const code &b) { return a.value < b.value; }
} } }
int main() { return 0; }
