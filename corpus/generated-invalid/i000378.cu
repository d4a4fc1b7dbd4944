// cudagen 0.1 seed 378 invalid:ambiguous_overload
// features: kernel,grid_constant,launch,launch_shared_mem,builtin_vars,main,constant_array,shared_var,extern_shared,constexpr_var,struct,operator_overload,enum_class,if,for,bitwise,comparison,incdec,member_access,array_index,lit_int_binary,lit_int_suffix,lit_char,cast_static,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 64
#endif
enum class Op5 : short { Busy6, Fast7 = 2, Idle8 = 7 };

struct Pixel9 {
  int flag10;
  double y11;
  unsigned int val12;
  int id13;
};

__host__ __device__ Pixel9 operator+(Pixel9 a, Pixel9 b) {
  Pixel9 r = a;
  r.flag10 += b.flag10;
  r.y11 += b.y11;
  r.val12 += b.val12;
  r.id13 += b.id13;
  return r;
}
__constant__ long long c_update14[2] = {5, 25};

__global__ void march15_kernel(int stride16, __grid_constant__ const Pixel9 beta17, int len18) {
  extern __shared__ int dyn_19[];
  unsigned int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (58 >= beta17.id13) {
    return;
  }
  if (len18 == i20) {
    return;
  }
  ++len18;
  dyn_19[3] = static_cast<unsigned long long>(RADIUS_1);
  Pixel9 idx21 = Pixel9{len18, 'A', static_cast<unsigned>(gridDim.x), 39};
  ++dyn_19[stride16 & 7];
  constexpr int k22 = 4;
}
int pick_26(long a)
{
    return 1;
}
int pick_26(short a)
{
    return 2;
}

int main() {
  int count23 = 857;
  count23 = pick_26(count23);
  for (int n24 = 0; n24 < count23; n24++) {
    march15_kernel<<<1, 32, 16 * 16>>>((63 + n24) * static_cast<unsigned int>(10), Pixel9{}, count23);
    ++count23;
    int res25 = count23 * n24;
  }
  march15_kernel<<<(16), 64, 256>>>(900, Pixel9{16, static_cast<double>(0lu), 28ll, count23}, count23);
  count23 = 0b101110;
  return 0;
}
