// cudagen 0.1 seed 2174 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,host_device_function,constexpr_function,main,constexpr_var,local_array,struct,aligned_struct,typedef,namespace,shift,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__device__ __host__ float bias7(float p8, const unsigned int* coef9) {
  float flag10{p8};
  float y11 = coef9[7] + 18.375F;
  flag10 = 8.875f;
  p8 = SQR_2(flag10);
  return 0x29u;
}

static __global__ void __maxnreg__(32) filter12_kernel(const int* input13, unsigned int* dst14) {
  bias7(dst14[0x4], dst14);
  dst14[0x0] = SQR_2(bias7(11.5f, (const unsigned int*)nullptr));
  float s15 = (SQR_2(dst14[3]) - 13.5f) + ((BLOCK_SIZE_1 / dst14[5]) + bias7(input13[6], dst14));
  int x16[8] = {7, 15, 20U, 1280, 46UL, 9, 59L};
  x16[0x4] = 8L;
  unsigned y17{0x31};
}

namespace util18 {
struct __align__(16) Particle19 {
  float flag20;
  int hi21;
  int val22;
  char lo23;
};
} // namespace util18

namespace impl24 {
constexpr __host__ __device__ int pack25(int len26, long b27) {
  int val28 = CAT_6(len, 26);
  len26 = CAT_6(val, 28);
  return -7;
}

constexpr __host__ __device__ int probe29(int len30) {
  short s31{-1735ll};
  return 9 * (len30 += s31, (-3441l));
}
typedef unsigned int *ptr32_t;
} // namespace impl24

constexpr __device__ __host__ int pack33(int n34, int n35) {
  n35 = n34;
  float z36(CAT_6(n, 35));
  return impl24::probe29(impl24::pack25(z36, -54));
}

int main() {
  int size37 = 3392;
  filter12_kernel<<<4, (BLOCK_SIZE_1 + 448)>>>(nullptr, nullptr);
  filter12_kernel<<<0x8 * 8, 1 << 5, BLOCK_SIZE_1 * 0x4>>>(nullptr, (unsigned int*)nullptr);
  int hi38 = (size37 += 4585, ((21lu) - size37));
  hi38 = -size37;
  hi38 = impl24::pack25(impl24::pack25((int)hi38, (hi38)), BLOCK_SIZE_1);
  return 0;
}
