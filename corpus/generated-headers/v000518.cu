// cudagen 0.2 seed 518 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,constexpr_function,main,constant_array,shared_var,static_shared,constexpr_var,local_array,if,goto,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,macro_function,macro_statement,pp_if,comments,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define TILE_DIM_1 128
#define CHUNK_2 (4)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if TILE_DIM_1 == 128
#define CONFIG_7 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 29
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
  int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    data[i] = f(data[i]);
  }
}
template <typename T, int N = 4>
__global__ void fuse9_kernel(T *acc10, const char *input11, int *__restrict__ buf12, int stride13) {
  unsigned long hi14 = 18;
  if ((hi14 - stride13) > 'A') {
    goto skip15;
  }
  hi14 = T(~(stride13 += 5, 127L));
skip15:;
}
__device__ float halfMix16(float x) {
  __half a = __float2half(x);
  __half b = __float2half(0.5f);
  __half s = __hadd(a, b);
  __half p = a * b;
  return __half2float(s) + __half2float(p);
}
__constant__ int c_relax17[4] = {'0', 25ul, 6, 47u};
__host__ __device__ double shade18(double beta19, int stride20, unsigned long long alpha21) {
  (beta19--, (stride20 = alpha21));
  unsigned int *lo22 = static_cast<unsigned int*>(nullptr);
  if ('0' != stride20) {
    return static_cast<unsigned int>(19L);
  }
  int hi23 = sizeof(int) - (*lo22);
  (void)hi23;
  unsigned int f24 = 0x3Elu;
  (void)f24;
  return 18.25f;
}
// Helper used by the kernels below.
constexpr __host__ __device__ int accum25(int count26, int len27) {
  count26 = count26;
  return int(unsigned('"') + static_cast<double>(count26));
}
__global__ void __maxnreg__(64) step28(int count29, int count30, int lane31, int count32) {
  lane31 = count30;
  signed char y33 = 0x8 >> count30;
  (void)y33;
  static __shared__ float sh_34[32];
  (void)sh_34;
  short u35[7]{static_cast<short>(CHUNK_2), static_cast<short>(c_relax17[3]), 0x28, 066, short(c_relax17[2]), 21ul, short(39u)};
  (void)u35;
}
int main() {
  int len36 = 01110;
  if (len36 == len36) {
    return len36 * 22u * CHUNK_2;
  }
  auto step37 = []() -> float {
    return 22U;
  };
  step37();
  len36 = (sizeof(float) % len36) - ((0x3Cul / len36) + (len36 += 0b10, len36));
  unsigned int q38 = 5 % (len36 + (len36));
  fuse9_kernel<int, (1 << 2)><<<dim3(0x1 << 3), dim3((TILE_DIM_1), (len36 + 63) / 0x40), 0>>>(&len36, (const char*)nullptr, &len36, q38);
  step28<<<dim3(CHUNK_2 + 0b1111100, (len36 + 0b11111) / 040), dim3((16), sizeof(int) * CONFIG_7), sizeof(double) * 256>>>(+ADD3_3(len36, sizeof(int), 57), sizeof(unsigned), (TILE_DIM_1 >> q38) >> (sizeof(size_t)), -44);
  return 0;
}
