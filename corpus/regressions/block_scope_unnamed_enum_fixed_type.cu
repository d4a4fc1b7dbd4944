// At block scope `enum : unsigned { A, B };` is an unnamed enumeration with a fixed
// underlying type (cub's DispatchBatchMemcpy::Invoke), not a label named `enum`.
typedef unsigned int u32;

int plain() { enum : u32 { A = 0, B, C }; return A + B + C; }

template <typename T>
struct Dispatch {
  template <typename P>
  int invoke()
  {
    enum : u32 { SRCS = 0, DSTS, NUM_ALLOCATIONS };
    enum : int { first = SRCS } e = first;
    return static_cast<int>(NUM_ALLOCATIONS) + DSTS + e;
  }
};

int main() { return plain() + Dispatch<int>().invoke<int>(); }
