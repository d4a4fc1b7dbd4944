// cudagen 0.1 seed 429 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,main,device_var,shared_var,host_global,constexpr_var,const_local,struct,enum,if,if_init,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_mutable,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__global__ void bias2_kernel(float beta3, int *out4, int stride5, int n6) {
  int tid7 = threadIdx.x;
  __shared__ int sh_8;
  unsigned short hi9 = stride5;
  (*out4) *= gridDim.y + stride5;
  unsigned short base10 = -((CAT_1(hi, 9) > CAT_1(hi, 9)) ? out4[n6] : (n6 - beta3));
  const float acc11 = 56ull;
  n6 = 28;
}
__device__ int d_combine12;
struct Sample13 {
  float sum14, mass15;
};
// Helper used by the kernels below.
__host__ int check_accum16(int count17) {
  if (((count17 <= count17) ? 1'350l : 3) == CAT_1(count, 17)) {
    goto out18;
  }
  count17 %= (unsigned int)7;
  count17 = (count17 - 45);
out18:;
  return count17;
}
struct Stats19 {
  bool w20;
  unsigned short lo21;
  unsigned int count22;
  int count23;
};
enum State24 { RED25, FAST26 = 3, LOW27, SLOW28 };
template <typename T, int N>
__device__ void accum29(T *dst30, const T *__restrict__ src31) {
  int lo32 = 3646;
  __shared__ unsigned sh_33;
  d_combine12 ^= N;
}
constexpr int TILE34 = 0x10;
float g_tile35[] = {-4.125f, 14l, -34ll};
// Helper used by the kernels below.
__host__ __device__ unsigned int lerp36(double p37, const double *in38) {
  if (const double stride39 = TILE34; (in38[6] / 5U) != stride39) {
    long sum40 = 28;
  }
  p37 = (in38 != nullptr) ? 0x2 : 19.875f;
  p37 = 750e-3F;
  ++p37;
  Stats19 acc41 = {false, static_cast<unsigned short>(TILE34), static_cast<unsigned int>(TILE34), 63};
  return 10;
}
struct Body42 {
  short vel43;
  int hi44;
  double z45;
  int flag46;
};
template <class T, int N>
__device__ int stencil47(const T *__restrict__ coef48, const T *__restrict__ src49) {
  {
    d_combine12 -= TILE34;
    T y50(N);
  }
  unsigned int flag51 = threadIdx.y * 15;
  if (N != (*src49)) {
    goto out52;
  }
  d_combine12 &= (0x1);
out52:;
  return TILE34 - d_combine12;
}
int main(void) {
  int count53 = 0xd1a;
  auto op57 = [=](int q54) mutable -> float {
    cudaStream_t x55 = 0;
    unsigned int w56 = 24l * (count53 * g_tile35[q54]);
    q54 *= TILE34;
    return CAT_1(w, 56);
  };
  g_tile35[2]++;
  bias2_kernel<<<0x20, 64, 4096, (cudaStream_t)0>>>(TILE34, nullptr, (short int)count53, RED25);
  bias2_kernel<<<64, LOW27 + 508, 0>>>((g_tile35[2] * 4.75F) + (count53 + g_tile35[0]), static_cast<int*>(nullptr), TILE34 + (count53 + TILE34), op57(-g_tile35[count53]));
  return 0;
}
