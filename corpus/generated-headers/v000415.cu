// cudagen 0.2 seed 415 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,main,constexpr_var,namespace,if,for,while,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object,macro_statement,pp_undef,operator_overload_more,variadic_template,pack_expansion,fold_expression,nttp_enum,if_constexpr,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define NUM_ITERS_1 256
#define CHUNK_2 32
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

__global__ void score4_kernel(int count5) {
  int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i6 >= count5) {
    return;
  }
  (count5--, (count5 ^= i6));
  sinf((i6 & 1) ? i6 : (i6 | 314L));
  long stride7 = i6;
  int w8 = 0;
  while (w8 < stride7) {
    unsigned char diff9 = 24 * i6;
    if (w8 < diff9) {
      return;
    }
    ++w8;
  }
}
template <typename... Ts>
__device__ double fold10(Ts... xs) {
  return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count11(Ts... xs) {
  return static_cast<int>(sizeof...(xs));
}
__device__ int spread13(int x) {
  return static_cast<int>(fold10(x, 2.5f, 2u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 2);
}
struct Pair14 {
  float x, y;
  float operator[](int i) const { return i == 0 ? x : y; }
  Pair14 &operator+=(const Pair14 &o) { x += o.x; y += o.y; return *this; }
  Pair14 operator-() const { return Pair14{-x, -y}; }
  Pair14 &operator++() { ++x; return *this; }
  bool operator<(const Pair14 &o) const { return x < o.x; }
  friend bool operator==(const Pair14 &a, const Pair14 &b) { return a.x == b.x && a.y == b.y; }
};
Pair14 operator*(const Pair14 &a, float k) { return Pair14{a.x * k, a.y * k}; }
float ops15(float v) {
  Pair14 a{v, 1};
  Pair14 b = -a * 2;
  a += b;
  ++a;
  return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
enum Op16 { Op16Add, Op16Mul };
template <Op16 O = Op16Add>
int apply17(int a, int b) {
  if constexpr (O == Op16Add) {
    return a + b;
  } else {
    return a * b;
  }
}
int policy18(int x) {
  return apply17<Op16Add>(x, 8) + apply17<Op16Mul>(x, 8) + apply17<>(x, x);
}

namespace kern19 {
__host__ __device__ float probe20(int *data21, int count22) {
  count22++;
  sinf(count22);
  data21[count22] = 1620;
  int mid23 = 26;
  (*data21) %= mid23;
  return *data21;
}

__host__ __device__ int decay24(const float *coef25, int lane26, int n27) {
  (++n27, (n27 += 0));
  for (int it28 = 0, j29 = lane26; it28 < j29; (++it28, (--j29))) {
    switch (int(lane26)) {
    case 10: {
      float f30(sqrtf(ceilf(j29)));
      (void)f30;
      double cnt31 = 41 | n27;
      (void)cnt31;
      break;
    }
    case 3 * 4: {
      printf("step %d\n", static_cast<int>(j29));
      break;
    }
    case (6):
      break;
    default:
      break;
    }
  }
  return 24;
}
constexpr long BLOCK32 = 2;
} // namespace kern19

static void check_smooth33(unsigned *acc34, int len35) {
  char acc36 = kern19::probe20(nullptr, fmaxf(+len35, 5.75f + len35));
  int *d_buf37 = nullptr;
  cudaMalloc(&d_buf37, static_cast<size_t>(len35) * sizeof(int));
  cudaMemset(d_buf37, 0, static_cast<size_t>(len35) * sizeof(int));
  int h_buf38[4] = {};
  cudaMemcpy(h_buf38, d_buf37, sizeof(h_buf38), cudaMemcpyDeviceToHost);
  int val39(5);
  (void)val39;
  fmaxf(sqrtf(acc36), 20.625f);
  switch (len35 & acc36) {
  case 0x5:
  case 8:
    break;
  case 1 << 2:
    score4_kernel<<<512, 32, sizeof(float) * 32>>>(h_buf38[acc36 & 3]);
    break;
  }
  cudaStream_t stream40;
  cudaStreamCreate(&stream40);
  cudaStreamSynchronize(stream40);
}

int main() {
  int count41 = 190;
  score4_kernel<<<(NUM_ITERS_1 + (CHUNK_2 + (NUM_ITERS_1 + (kern19::BLOCK32 + (CHUNK_2 + 166))))), 1 << 8>>>(3586);
  ++count41;
  sinf(count41);
  if (kern19::BLOCK32 != count41) {
    return fabsf(sinf(count41));
  }
  if ((count41 - count41) != 31) {
    return count41;
  }
  return 0;
}
