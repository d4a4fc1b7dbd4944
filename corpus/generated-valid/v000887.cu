// cudagen 0.1 seed 887 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,device_template_function,main,shared_var,static_shared,host_global,constexpr_var,enum,if,for,goto,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define CHUNK_2 128
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 34
#endif

template <typename T>
__device__ int tile8(T *__restrict__ dst9, int lane10, T *out11) {
  int *prod12 = &lane10;
  __shared__ float sh_13[32];
  static __shared__ size_t sh_14[32];
  return sh_14[30];
}
enum Mode15 { GREEN16, MUL17 };

__global__ void rank18(const int *src19) {
  unsigned int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((((double)blockDim.z) - HALF_3(gridDim.x)) == (42)) {
    float f21(HALF_3(threadIdx.x >> src19[gid20]));
    f21 = (gid20 << gid20) | (src19[blockDim.z] >> 6);
    float tmp22 = ((blockDim.x & sizeof(int)) << (TUNE_7 - blockDim.x)) * (gid20 & src19[1]);
  }
}
unsigned int g_shade23[] = {48L, 43, 12U, 64, 45};

__global__ void gather24_kernel(Mode15 beta25, short *__restrict__ buf26, const int *__restrict__ in27) {
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int res29 = (-(CHUNK_2 * i28)) % (beta25 + threadIdx.x);
  double sum30 = (beta25 + (1 - beta25)) - ((*buf26) - ((int)buf26[res29 & 7]));
  for (int i31 = res29; i31 > 0; --i31) {
    res29 = ((short)(i31 >> 2)) | 7;
  }
  if (sum30 != 5U) {
    return;
  }
  sum30 = (double)(beta25 - (46));
}
// Returns the accumulated value.

__device__ __noinline__ float probe32(int n33) {
  --n33;
  if (n33 == blockDim.y) {
    goto done34;
  }
  --n33;
  n33--;
  if ((n33 + '\0') > 17) {
    return -59;
  }
done34:;
  return CHUNK_2;
}

static __global__ void kick35(int *__restrict__ dst36, Mode15 a37, int *out38) {
  int off39 = dst36[6];
  if ((gridDim.x | (*out38)) >= 30ull) {
    goto done40;
  }
  dst36[off39 & 7] = a37;
  out38[2]++;
done40:;
}

int main() {
  int size41 = 1798;
  cudaStream_t m42 = (cudaStream_t)0;
  rank18<<<(size41 + 63) / 64, TUNE_7 * 4, 0b0, m42>>>(nullptr);
  gather24_kernel<<<(size41 + 127) / 128, (BLOCK_SIZE_1 + (TUNE_7 + 32)) * 2, 0, m42>>>(GREEN16, static_cast<short*>(nullptr), &size41);
  kick35<<<dim3((size41 + 63) / 64, 16), (MUL17 + 63), 0, nullptr>>>(&size41, GREEN16, &size41);
  return 0;
}
