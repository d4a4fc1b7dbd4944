// cudagen 0.1 seed 527 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,constexpr_var,local_array,if,for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 56
#endif
#undef TUNE_6
#define TUNE_6 2

__host__ __device__ int clamp7(const unsigned char *coef8, size_t *acc9, int lane10)
{
  for (int i11 = lane10; i11 > 0x0; --i11) {
    int mid12 = (HALF_1(i11) / ((*acc9) * 0x2A)) * (0x7 + ((*acc9) - 2));
    --lane10;
    acc9[lane10 & 7] >>= TUNE_6;
  }
  return -40;
}
__device__ int d_step13 = 1719L;

__global__ void march14_kernel(int lane15, float p16, const int *input17, const double *coef18)
{
  int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid19 >= lane15)
    return;
  lane15 = (clamp7(nullptr, nullptr, TUNE_6) + p16);
  double diff20[3] = {5.125f};
  diff20[1] = TUNE_6;
  d_step13 = tid19;
  if (0x9 == (p16 * 4394lu))
    return;
}

int main()
{
  int len21 = 3049;
  clamp7(nullptr, (unsigned long*)nullptr, static_cast<int>(len21 * len21));
  march14_kernel<<<dim3(TUNE_6 + 0x7e), 0x80, 0x0, (cudaStream_t)0>>>(static_cast<char>((long)len21), len21, &len21, (const double*)nullptr);
  return 0;
}
