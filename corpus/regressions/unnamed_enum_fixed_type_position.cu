// An unnamed enum with a fixed underlying type is placed at its `:` (the token after
// `enum`, as one without is at its `{`): cub's block-scope `enum : uint32_t`.
enum : unsigned
{
  N1 = 0
};
enum
  : short
{
  N2 = 0
};
enum
:
long
{
  N3 = 0
};
int f() {
  enum
   : unsigned
  {
    A = 0
  };
  return A;
}
int main() { return f() + N1 + N2 + N3; }
