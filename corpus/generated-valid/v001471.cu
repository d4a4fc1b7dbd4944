// cudagen 0.1 seed 1471 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constant_array,shared_var,constexpr_var,auto_var,if,if_init,do_while,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_generic,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 47
#endif

__host__ __device__ void norm6(float *dst7) {
  dst7[4]--;
  static_assert(sizeof(int) == 4);
  float e8(0x2A);
  e8++;
  if (e8 == dst7[3]) {
    return;
  }
}

template <typename T>
__global__ void rank9(const T *src10, const T *input11) {
  auto s12 = blockDim.z;
  __shared__ int sh_13;
}
__constant__ int c_bump14[4] = {-345l, 'A', 32, 21};

__global__ void sweep15(float a16, int len17, int stride18, long q19) {
  unsigned int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
  norm6((float*)nullptr);
  stride18 = 025U;
  if (unsigned long cnt21 = 0b1000; (float(a16) + static_cast<int>(823)) < LOW_BITS_2(c_bump14[0])) {
    norm6(nullptr);
    int stride22(-36);
    norm6(static_cast<float*>(nullptr));
  }
  len17 *= 30;
}

__global__ void fold23_kernel(unsigned int b24, unsigned char a25, int lane26) {
  unsigned int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx27 >= lane26) {
    return;
  }
  int pass28 = 0;
  do {
    if (idx27 < ((idx27 << 0x5) + (idx27 + c_bump14[b24 & 3]))) {
      auto q29 = (c_bump14[1] & 60ul);
      q29 ^= 1;
    }
    size_t tmp30 = c_bump14[b24 & 3] + ((0x16u / lane26) / pass28);
    ++pass28;
  } while (pass28 < 3);
}

int main() {
  int count31 = 761;
  auto step34 = [](auto f32) {
    f32 = f32;
    dim3 stride33(16, sizeof(unsigned int) * 16, 16);
    return f32 * 2;
  };
  step34(count31);
  count31 = count31 * (step34(count31) * (0x38 + count31));
  count31 *= count31 / 9;
  rank9<float><<<(count31 + 31) / 32, sizeof(int) * 8, sizeof(int) * 64, nullptr>>>(static_cast<const float*>(nullptr), (const float*)nullptr);
  sweep15<<<sizeof(unsigned int), dim3(010 * 2)>>>(count31, float(sizeof(float) + count31), 26, (count31 & count31) | count31);
  fold23_kernel<<<1 << 5, 64, 0, (cudaStream_t)0>>>(count31, 0x16, 1ULL);
  return 0;
}
