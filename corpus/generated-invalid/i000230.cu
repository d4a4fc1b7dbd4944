// cudagen 0.1 seed 230 invalid:static_assert_failure
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,main,local_array,auto_var,using_alias,if,for,while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void probe5(int *acc6) {
  unsigned int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (++acc6[threadIdx.x & 7], (acc6[0x6] |= blockIdx.z));
  acc6[gid7] &= acc6[gid7];
  auto stride8 = threadIdx.x;
  int pass9 = 0b0;
  while (pass9 < 2) {
    float val10 = gid7;
    char cnt11(stride8);
    ++pass9;
  }
  if (static_cast<float>(pass9) >= 13L) {
    return;
  }
}
using real12_t = float;

__global__ void fold13_kernel(real12_t alpha14, const size_t *input15) {
  int gid16 = threadIdx.x;
  float x17 = 4.75f;
  alpha14 += blockIdx.y & static_cast<unsigned char>(0b10010);
}
using real18_t = double;
// Returns the accumulated value.

__device__ __host__ long gather19(int *dst20, int stride21) {
  dst20[7]--;
  unsigned long long u22 = *dst20;
  for (int j23 = 0x8; j23 > 0x0; --j23) {
    for (int n24 = 0x0; n24 < j23; ++n24) {
      (*dst20)--;
      int *r25 = &stride21;
    }
  }
  return ((27 + CAT_4(u, 22)) | (*dst20)) & (stride21 * (51 - dst20[stride21]));
}
static_assert(sizeof(int) == 8, "int must be 8 bytes");

int main() {
  int n26 = 915;
  real18_t sum27[2] = {};
  n26 = gather19(&n26, n26) - sum27[n26 & 1];
  probe5<<<dim3(0x4), 128>>>(&n26);
  fold13_kernel<<<dim3((n26 + 255) / 256, (n26 + 255) / 0x100), dim3((16))>>>(n26, (const unsigned long*)nullptr);
  return 0;
}
