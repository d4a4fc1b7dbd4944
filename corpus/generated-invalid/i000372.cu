// cudagen 0.1 seed 372 invalid:call_bad_arg_type
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,default_args,main,device_var,shared_var,shared_2d,constexpr_var,enum_class,if,for,pragma_unroll,do_while,static_assert,compound_assign,bitwise,logical,comparison,incdec,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define RADIUS_2 16
#define RADIUS_3 (5)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

template <typename T, class U>
inline __device__ void fold7(U b8, unsigned int p9) {
  for (int j10 = 0; j10 < 4; j10 += 0x3) {
    static_assert(0b101010 == 42);
    --p9;
  }
  b8 /= b8;
  b8 = (CAT_6(p, 9) - p9) | p9;
}
inline constexpr int DEPTH11 = (RADIUS_2 + 020);

__device__ short march12(int stride13, int stride14) {
  if ((-CAT_6(stride, 13)) == 2) {
    stride13 *= DEPTH11 | (stride13 + sizeof(double));
    stride13 = DEPTH11 ^ stride14;
  }
  return (01767);
}
// Layout: row-major, no padding.

static __global__ void shade15_kernel(bool beta16, float alpha17) {
  int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ double sh_19[8];
  constexpr float t20 = 6.375F;
}
static __device__ bool d_scale21;

__device__ void decay22(int count23 = 51lu) {
  #pragma unroll 2
  for (int n24 = 0; n24 < count23; n24 += 2) {
    __shared__ int sh_25[14][2];
  }
  count23 = DEPTH11;
  int iter26 = 0;
  do {
    --count23;
    unsigned int k27 = 6 | d_scale21;
    ++iter26;
  } while ((iter26 < 9) && (!(47 <= blockIdx.z)));
}
enum class Axis28 : long {
  Low29,
  Mul30,
  Fast31,
  High32,
  Idle33
};
int consume36(const int *p)
{
    return p[0];
}

int main() {
  int size34 = 1720;
  float vals37[2] = {1.0f, 2.0f};
  consume36(vals37);
  shade15_kernel<<<(size34 + 127) / 128, dim3((0x20), 1)>>>((RADIUS_2 - size34) != (size34 | RADIUS_3), TWICE_PLUS_4(size34 / DEPTH11, size34));
  for (int it35 = 0; it35 < size34; ++it35) {
    if (RADIUS_3 <= (it35))
      return (float)(0x6 / it35);
    shade15_kernel<<<1, RADIUS_2 + (RADIUS_1 + (RADIUS_1 + 0x2A))>>>(1, float(size34 | 61));
  }
  shade15_kernel<<<8 * 0x4, 16 * 2, sizeof(double) * 0x80>>>(!((size34 == DEPTH11) && (size34 & 1)), 7.875f);
  return 0;
}
