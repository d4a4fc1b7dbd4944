// cudagen 0.1 seed 1504 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,shared_var,constexpr_var,const_local,static_local,struct,do_while,static_assert,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 34
#endif
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(32) sift4(const float* in5, unsigned int* out6) {
  double stride7 = *out6;
  ACCUM_1(out6[5], (in5[7]));
}
static_assert(sizeof(int) == 4, "bad config");
// Returns the accumulated value.

__global__ void __maxnreg__(64) sweep8_kernel(int lane9, const double* input10) {
  int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
  __shared__ int sh_12[128];
  lane9 = blockDim.z + ((53) / sh_12[blockDim.x]);
  constexpr unsigned char e13 = 255lu;
  signed char res14 = (+((unsigned int)lane9)) * threadIdx.z;
  const unsigned diff15 = sh_12[98];
  __shared__ char sh_16[8];
}
constexpr unsigned int DEPTH17 = (32);

struct Sample18 {
  float y19;
  int lo20;
  long long mass21;
  int w22;
};

constexpr __host__ __device__ int probe23(int lane24, float b25) {
  static_assert((DEPTH17 + 29) > 60, "expected value");
  lane24 = 29lu / (lane24 << (DEPTH17 ^ lane24));
  return DEPTH17;
}

__global__ void reduce26(int* out27, const unsigned* input28, int len29) {
  probe23((int)probe23(threadIdx.x, *out27), (probe23(len29, blockIdx.x)));
  double m30 = 26l;
  out27[0x0] = 21;
  int iter31 = 0;
  do {
    m30 = static_cast<double>(DEPTH17 * blockDim.x);
    ++iter31;
  } while (iter31 < 12);
  len29 = threadIdx.y;
  unsigned int lo32 = probe23(blockDim.x, m30);
}

int main() {
  int count33 = 3859;
  probe23(-((count33 >= DEPTH17) ? DEPTH17 : 51ll), (18 ^ count33) / DEPTH17);
  reduce26<<<(64), DEPTH17 + (DEPTH17 + 192), sizeof(int) * 128, nullptr>>>(&count33, (const unsigned int*)nullptr, static_cast<float>(DEPTH17));
  static long cnt34 = 0x2dull;
  count33 = (0x38 - count33) + cnt34;
  sift4<<<(count33 + 127) / 128, 128>>>(static_cast<const float*>(nullptr), static_cast<unsigned int*>(nullptr));
  sweep8_kernel<<<(count33 + 63) / 64, sizeof(unsigned int) * 64, sizeof(float) * 32, (cudaStream_t)0>>>(count33, nullptr);
  return 0;
}
