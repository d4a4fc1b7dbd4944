// cudagen 0.1 seed 833 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,enum,if,for,goto,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void sift4_kernel(const long long* __restrict__ coef5, const long* coef6, float* out7, float b8) {
  int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  float idx10 = MIN2_2(gridDim.x, 8);
  static_assert(46 > 45);
  (*out7) = blockIdx.x - (4 - blockIdx.y);
  ++out7[3];
  int* m11 = nullptr;
}
enum Axis12 { IDLE13 = 2, RED14 = 8 };

static __global__ void probe15_kernel(float cfg16) {
  int idx17 = threadIdx.x;
  cfg16 = TWICE_PLUS_1(idx17, idx17 - IDLE13);
  cfg16 = -20.75F;
  cfg16 = (cfg16 += 11.375F, (cfg16 - 0.625f)) * (idx17 >> idx17);
  int e18 = 61 + cfg16;
}

inline __host__ __device__ float march19(int lane20, const unsigned* src21) {
  if (64L >= (*src21))
    return src21[7];
  for (int j22 = (8); j22 > 0b0; --j22) {
    ACCUM_3(lane20, (625));
    lane20++;
    ACCUM_3(lane20, (lane20));
  }
  --lane20;
  return 22.75f - (src21[lane20 & 7] - src21[lane20]);
}

__global__ void bias23(int* __restrict__ data24) {
  int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (data24[threadIdx.x & 7] == (i25 + 62)) {
    goto finish31;
  }
  for (int j26 = 0; j26 < i25; ++j26) {
    for (int it27 = 0, j28 = 9; it27 < j28; (++it27, (--j28))) {
      Axis12 cnt29 = RED14;
      Axis12 f30 = cnt29;
    }
  }
finish31:;
}

double kick32(const float* coef33) {
  if (coef33 == nullptr)
    return coef33[6];
  Axis12 f34 = IDLE13;
  if (coef33[1] == (f34 | f34))
    return march19(f34 - IDLE13, nullptr);
  return march19(42 ^ (f34 - f34), (const unsigned*)nullptr);
}

int main() {
  int size35 = 2422;
  const char* diff36 = "x=%d";
  Axis12 idx37 = IDLE13;
  float z38(RED14);
  z38 = (z38 += ' ', ((9lu - size35) >> (size35 + diff36[0])));
  size35 = 4 / (idx37 - z38);
  idx37 = RED14;
  sift4_kernel<<<dim3((size35 + 127) / 128, (size35 + 31) / 32, (size35 + 63) / 64), (IDLE13 + (RED14 + (RED14 + 110))), RED14 + (RED14 + (RED14 + 4072))>>>(nullptr, nullptr, nullptr, size35);
  probe15_kernel<<<RED14 + (IDLE13 + 6), dim3((size35 + 255) / 256, sizeof(unsigned int) * 4, (size35 + 63) / 0b1000000)>>>(21);
  bias23<<<dim3((256), (IDLE13), IDLE13 + (RED14 + (IDLE13 + (RED14 + (IDLE13 + 0b11101010))))), RED14 + 504, 0>>>((int*)nullptr);
  return 0;
}
