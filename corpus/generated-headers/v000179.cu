// cudagen 0.2 seed 179 valid headers
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,constexpr_var,local_array,enum_class,if,if_else,if_init,for,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,pp_ifdef,pp_undef,nested_class,local_class,enum_underlying,variadic_template,pack_expansion,fold_expression,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>

#define CHUNK_1 16
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 42
#endif
#undef CHUNK_1
#define CHUNK_1 8
enum class Color5 : int {
  Off6,
  Off7,
  High8,
  Blue9,
  High10
};

extern "C" {
__device__ int fuse19(Color5 alpha20, long long p21 = 14) {
  alpha20 = Color5::Off7;
  Color5 cnt22 = Color5::Off7;
  (void)cnt22;
  fminf(p21, (fabsf(p21) <= p21) ? (blockDim.x ? p21 : alignof(char)) : TUNE_4);
  sinf((4 - p21) * p21);
  for (int j23 = 0; j23 < (5 * 2); j23++) {
    ++p21;
    int lo24 = 63 % (j23 + (sizeof(double) + CAT_2(j, 23)));
    (void)lo24;
  }
  return cosf(fmaxf(p21, p21)) - (p21 | p21);
}

__global__ void __launch_bounds__(0b10000000, 3) norm11_kernel(const int *in12, int *__restrict__ out13, const double *__restrict__ coef14) {
  unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out13[i15] = (*out13) + sinf(out13[0x7]) + (36 % i15);
  sqrtf((coef14[0x3] - (*in12)) + (55UL % (*out13)));
  float w16[2] = {};
  (void)w16;
  sqrtf(-4.25f);
  constexpr unsigned stride17 = 52;
  (void)stride17;
  if (in12 == nullptr) {
    goto out18;
  }
  out13[0]--;
out18:;
}
}
template <typename... Ts>
__device__ double fold25(Ts... xs) {
  return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count26(Ts... xs) {
  int values[] = {static_cast<int>(xs)...};
  return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all27(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread28(int x) {
  return static_cast<int>(fold25(x, 9.5f, 9u)) + count26(x, x, 1.0) + (all27(x, 9) ? 1 : 0) + count26(static_cast<long>(x), 9);
}
struct Grid29 {
  using value_type = float;
  struct Entry {
    value_type v;
    value_type scaled() const { return v * static_cast<value_type>(3); }
  };
  Entry first, second;
  value_type total() const { return first.scaled() + second.v; }
};
float walk30(int x) {
  using value_type = Grid29::value_type;
  Grid29::Entry e{static_cast<value_type>(x)};
  Grid29 t{e, e};
  return t.total();
}

void check_scatter31(int stride32, const double *coef33) {
  if (static_cast<double>(stride32) >= 42) {
    goto out38;
  }
  cosf(stride32 ^ ((unsigned int)0U));
  if (((stride32 + stride32) - stride32) <= static_cast<int>(0b11111)) {
    for (int it34 = 0; it34 < 7; it34++) {
      sqrtf(static_cast<float>(it34 % stride32));
      if (40 >= floorf(14.625F)) {
        norm11_kernel<<<2 * 0x2, 256, (TUNE_4 + 86) * 2, 0>>>(nullptr, nullptr, static_cast<const double*>(nullptr));
        cudaEvent_t start35, stop36;
        cudaEventCreate(&start35);
        cudaEventCreate(&stop36);
        cudaEventRecord(start35);
        cudaEventRecord(stop36);
        cudaEventSynchronize(stop36);
        float ms37 = 0.0f;
        cudaEventElapsedTime(&ms37, start35, stop36);
        cudaEventDestroy(start35);
        cudaEventDestroy(stop36);
      } else {
      }
    }
  }
out38:;
}

int main() {
  int size39 = 1362;
  if (unsigned long long u40 = int(size39) + size39; CAT_2(size, 39) > ceilf(22)) {
    struct Local41 {
      int s;
      int add(int v) { s += v; return s; }
    };
    Local41 k42{9};
    int w43 = k42.add(2567UL - u40);
    (void)w43;
  } else {
    Color5 val44 = Color5::Off7;
    (void)val44;
  }
  size39 = (walk30(size39 | 0x7));
  return 0b0;
}
