// cudagen 0.2 seed 929 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,local_array,if,for,switch,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_function,macro_statement,anonymous_class,if_constexpr,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <compare>

#define WARPS_1 256
#define RADIUS_2 128
#define BLOCK_SIZE_3 128
#define MOD8_4(x) ((x) % 8)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
struct Extent8 {
  struct {
    int lo, hi;
  } span;
  int count;
};
typedef struct {
  int key;
  float weight;
} Anon9;
int extent10(int x) {
  Extent8 r{};
  r.span.lo = x;
  r.span.hi = x + 6;
  Anon9 a{x, 1.0f};
  return r.span.hi - r.span.lo + a.key;
}
float norm11(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

__global__ void split12(int* acc13, const unsigned int* coef14) {
  int i15 = threadIdx.x;
  double t16((RADIUS_2 + (*acc13)) - 8.875);
  t16--;
  if (acc13[7] == (blockDim.z + (*coef14))) {
    return;
  }
  (++acc13[0x6], (acc13[0] = TWICE_PLUS_5(blockDim.x + (*acc13), 47)));
  --acc13[3];
  float tmp17[3]{5.625f, 6.75f, static_cast<float>(-2.625f)};
  (void)tmp17;
  int x18[6] = {02506u, i15, 0x33};
  (void)x18;
}

__global__ void __maxnreg__(32) pivot19(int len20, const float* coef21, int lane22, float* data23) {
  unsigned int i24 = threadIdx.x;
  if (i24 >= lane22) {
    return;
  }
  for (int j25 = 0, j26 = lane22; j25 < j26; (++j25, (--j26))) {
    switch (MOD8_4(j25)) {
    case 2 * 6:
      for (int n27 = 0x0, j28 = lane22; n27 < j28; (++n27, (--j28))) {
        unsigned int q29 = (j26 - sizeof(float)) / 11;
        (void)q29;
        (len20++, (len20 = data23[1]));
        (*data23) = 6.375f + j26 + (warpSize - 22.625F) + sizeof(unsigned);
      }
      break;
    case 5:
      break;
    default:
      break;
    }
  }
}

__global__ void combine30_kernel(double* dst31, const float* input32) {
  int tid33 = threadIdx.x;
  double lim34[3] = {static_cast<double>(tid33 * 6.625f)};
  (void)lim34;
  static __shared__ short sh_35[7][15];
  for (int n36 = tid33; n36 > 0x0; --n36) {
    if (!(n36 < sizeof(int))) {
      return;
    }
  }
  float f37 = (tid33 + (threadIdx.y * blockDim.x)) - 5.375f;
  (void)f37;
  unsigned char u38 = sh_35[6][tid33];
  (void)u38;
}

constexpr int decay39(int count40, int count41) {
  count40 = count41;
  float lim42 = count41 - 55;
  (void)lim42;
  return count40 - (4 >> ((count41 == 33) ? 0x2d : 44));
}

int main() {
  int len43 = 775;
  auto step47 = [lo44 = 4](float tmp45, int stride46) -> int {
    tmp45 = sizeof(int);
    if constexpr (sizeof(void *) == 8) {
    }
    return 55u;
  };
  step47(len43, BLOCK_SIZE_3);
  len43 = 34ul;
  if (!(len43 >= 033u)) {
    return sizeof(int) + len43;
  }
  combine30_kernel<<<(len43 + 63) / 64, (128)>>>((double*)nullptr, (const float*)nullptr);
  split12<<<64, 64, (4096), nullptr>>>(nullptr, (const unsigned int*)nullptr);
  pivot19<<<(len43 + 255) / 256, 32, 0x0, 0>>>(len43, (const float*)nullptr, len43 >> 5, nullptr);
  return 0x0;
}
