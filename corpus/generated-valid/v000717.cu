// cudagen 0.1 seed 717 valid
// features: kernel,launch_bounds,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,enum_class,if,if_init,goto,static_assert,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

struct Body5 {
  bool weight6;
  int mass7;
  double y8;
};

__host__ __device__ short scatter9(int len10, long cfg11, Body5 p12) {
  len10++;
  if (unsigned k13 = -len10; static_cast<unsigned char>(len10)) {
    unsigned short y14[4]{static_cast<unsigned short>(p12.y8), 33, static_cast<unsigned short>(p12.mass7), static_cast<unsigned short>(61)};
    Body5 stride15 = Body5{true, '#', 8.25};
  }
  int k16(+(+(34 + len10)));
  k16++;
  p12.y8--;
  return len10;
}
constexpr int LANES17 = 128;

__global__ void __launch_bounds__(sizeof(float) * 16) stencil18_kernel(double *dst19) {
  dst19[blockIdx.y] = 14.5;
  unsigned int base20 = scatter9(static_cast<int>(dst19[6]), blockDim.x + LANES17, Body5{false, -21, static_cast<double>(LANES17)}) % 2;
  constexpr int prod21 = 51;
  if (scatter9(50, LANES17, Body5{true, 2, 0b101100}) == base20) {
    goto done22;
  }
  base20 = ((2127u - dst19[base20]) - CAT_4(base, 20)) * (threadIdx.y >> 5);
done22:;
}
enum class Mode23 : long { Red24, Off25, Slow26 = 7, Green27 = 9 };
/* Returns the accumulated value. */

__global__ void __launch_bounds__(32) pivot28(int stride29) {
  extern __shared__ unsigned int dyn_30[];
  int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i31 >= stride29) {
    return;
  }
  Body5 mid32 = Body5{bool(0), 22ul, 10.0};
  static_assert(sizeof(int) == 4);
  double hi33[8]{0x1p2, static_cast<double>(8.5f), double(dyn_30[stride29]), '\\', static_cast<double>(stride29), static_cast<double>(mid32.mass7), 9.0, 21.5F};
}

__global__ void mix34_kernel(long long *buf35, float cfg36, int lane37, int len38) {
  unsigned i39 = threadIdx.x;
  int lo40 = scatter9(47, LANES17, Body5{true, 3094, 4.0}) * (CAT_4(i, 39) + 1086LL);
  unsigned y41 = LANES17 - scatter9(i39, LANES17, Body5{});
  constexpr float lim42 = 20.5f;
  buf35[1]--;
  short h43[6] = {static_cast<short>(scatter9(lim42, len38, Body5{false, 5UL, -22}))};
}

int main() {
  int n44 = 1197;
  Mode23 diff45 = Mode23::Green27;
  constexpr float tmp46 = 29ul;
  stencil18_kernel<<<(n44 + 31) / 32, 1 << 5>>>(nullptr);
  pivot28<<<(256), sizeof(int) * 16>>>(scatter9(64, 59U * n44, Body5{}));
  mix34_kernel<<<8, 1 << 8>>>(nullptr, 468 % scatter9(tmp46, n44, Body5{}), 52U, 31);
  return 0;
}
