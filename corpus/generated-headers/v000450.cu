// cudagen 0.2 seed 450 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste,nested_class
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

#define CAT_1(a, b) a##b

template <class T, int N = 3>
__global__ void __launch_bounds__(256) scatter2(const T *input3, int len4, T alpha5) {
  extern __shared__ size_t dyn_6[];
  unsigned int idx7 = threadIdx.x;
  if (idx7 >= len4) {
    return;
  }
  int val8 = threadIdx.z << ((CAT_1(idx, 7) >> threadIdx.y) + dyn_6[idx7 & 0x7]);
  if (((T)val8) < threadIdx.y) {
    auto t9 = N * idx7;
    (void)t9;
  }
  T q10 = val8;
  alpha5 -= ((dyn_6[blockDim.z & 7] + 35) == 62l) ? threadIdx.x : ((q10 - 42) + CAT_1(alpha, 5));
}
struct Pool11 {
  using value_type = double;
  enum Kind { Small, Large };
  struct Entry {
    value_type v;
    __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
  };
  Entry first, second;
  __device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ double walk12(int x) {
  using value_type = Pool11::value_type;
  Pool11::Entry e{static_cast<value_type>(x)};
  Pool11 t{e, e};
  return t.total();
}

int main() {
  int size13 = 1815;
  unsigned char x14[7] = {255, 0xA2};
  if (size13 != 0x3C) {
    return (5 & x14[size13]);
  }
  scatter2<unsigned int, ((8))><<<dim3(0x2 * 4, (size13 + 31) / 32, (size13 + 31) / 32), 64 * 2>>>((const unsigned int*)nullptr, size13, 47);
  return 0;
}
