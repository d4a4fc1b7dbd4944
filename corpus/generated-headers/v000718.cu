// cudagen 0.2 seed 718 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_array,shared_var,constexpr_var,local_array,enum,if,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,virtual_function,conversion_operator,enum_underlying,explicit_specialization,if_constexpr,type_traits,rtti
#include <cuda_runtime.h>
#include <algorithm>

#define CHUNK_1 8
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
enum Kind5 : unsigned char { ADD6, ADD7 = 2 };
struct Poly8 {
  virtual ~Poly8() {}
  virtual int id() const { return 1; }
};
struct Impl9 : Poly8 {
  int id() const override { return 7; }
};
struct Other10 : Poly8 {};
int identify11(int x) {
  Impl9 d;
  Poly8 *b = &d;
  if (Impl9 *p = dynamic_cast<Impl9 *>(b)) {
    return p->id() + x;
  }
  return dynamic_cast<Other10 *>(b) != nullptr ? 1 : x;
}

__global__ void score12_kernel(const int* input13, const int* in14, unsigned long long* data15, int count16) {
  unsigned idx17 = threadIdx.x;
  if (idx17 >= count16) {
    return;
  }
  (*data15) = ('#' * count16);
  int base18 = *input13;
  ACCUM_3(base18, (MAX2_2((threadIdx.x - input13[0x1]) + (in14[gridDim.y] + count16), CHUNK_1)));
}

__global__ void rank19_kernel(int lane20, const float* __restrict__ src21) {
  int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (void)i22;
  int acc23[(ADD7)] = {};
  (void)acc23;
  __shared__ float sh_24[32];
  (void)sh_24;
  if constexpr (sizeof(long) == 4) {
    Kind5 idx25 = ADD7;
    (void)idx25;
  } else {
  }
}
static __device__ long d_pivot26[16];
template <typename T> struct IsReal28 { static constexpr bool value = false; };
template <> struct IsReal28<float> { static constexpr bool value = true; };
template <> struct IsReal28<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify27(T v) {
  if constexpr (IsReal28<T>::value) {
    return static_cast<int>(v * 5);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
struct Meter29 {
  double v;
  __host__ __device__ operator double() const { return v; }
  __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert30(double x) {
  Meter29 m{x};
  double plain = m;
  return plain + (m ? 1 : 0);
}

int main() {
  int n31 = 0xF87;
  n31 = +((n31 / n31) + n31);
  n31 = n31;
  const char* q32 = nullptr;
  score12_kernel<<<(4), CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 232)), sizeof(int) * 0x40, 0>>>(&n31, &n31, (unsigned long long*)nullptr, ((*q32) + (*q32)));
  rank19_kernel<<<(ADD7 + 14) * 4, 01000, 0>>>(CHUNK_1, nullptr);
  return 0;
}
