// cudagen 0.1 seed 1258 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,main,shared_var,static_shared,local_array,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

static float check_merge5(int count6)
{
  (count6--, (count6 ^= (count6 += count6, count6) - 11));
  int tmp7 = (22 | (count6 % count6)) / 56;
  dim3 res8 = dim3((count6 + 63) / 64);
  return CAT_4(count, 6);
}

__device__ __noinline__ short accum9(unsigned int alpha10, const int *coef11)
{
  for (int it12 = 14; it12 > 0; --it12) {
    if (!(coef11[alpha10] <= it12)) {
      (++alpha10, (alpha10 |= 3591u));
      __shared__ int sh_13[32];
      float acc14 = sh_13[0b10000] >> (51 - it12);
    }
  }
  size_t f15 = 59;
  return 28ul;
}

__device__ int blend16(float *acc17)
{
  if (((*acc17) - 4705) <= acc17[6]) {
    goto out20;
  }
  if ((*acc17) == 18)
    accum9(accum9((*acc17) + 58UL, reinterpret_cast<const int*>(acc17)), reinterpret_cast<const int*>(acc17));
  if (acc17[6] > 6) {
    static __shared__ int sh_18[256];
    #pragma unroll 4
    for (int j19 = 0; j19 < 5; j19 += 2)
      sh_18[j19] = 3592 - j19;
  }
  (*acc17) -= 39 % accum9((19 <= acc17[6]) ? acc17[5] : 0b110000L, nullptr);
out20:;
  return accum9(0, reinterpret_cast<const int*>(acc17));
}

__global__ void fold21_kernel(int *out22, int *out23, int len24)
{
  if (blend16(reinterpret_cast<float*>(out23)) > ((*out22) * out22[len24])) {
    if (out22 == nullptr) {
      int f25[6]{len24, len24, len24, 827, len24, 50ll};
      double f26 = 16.0f;
    }
  }
}

int main()
{
  int size27 = 482;
  if (!((size27 + size27) > 35u))
    fold21_kernel<<<sizeof(float) * 64, (512)>>>(&size27, nullptr, (54ll * CAT_4(size, 27)) ^ size27);
  double sum28 = 3'918l & size27;
  cudaStream_t w29 = nullptr;
  fold21_kernel<<<4, dim3(128), 0, w29>>>((int*)nullptr, &size27, size27);
  return 0;
}
