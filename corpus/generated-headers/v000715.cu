// cudagen 0.2 seed 715 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,constexpr_var,if,if_init,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_undef,local_class,exceptions,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>

#define CHUNK_1 32
#define NUM_ITERS_2 4
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MOD8_4(x) ((x) % 8)
#define CAT_5(a, b) a##b
#undef NUM_ITERS_2
#define NUM_ITERS_2 8

__host__ __device__ unsigned short decay6(int n7, char p8)
{
  if (p8 <= (p8 + 20)) {
    p8 |= n7;
    floorf((n7 * 14.625f) / 18.0f);
  }
  p8 *= ADD3_3(p8, 34ll - floorf(14.125F), CAT_5(n, 7));
  n7 = '\101' * CAT_5(p, 8);
  float tmp9 = L'#';
  n7 = (float)(fabsf(12.75F) - (tmp9 - p8));
  return (33l - (tmp9 + tmp9)) / sqrtf(MOD8_4(p8));
}

__global__ void __maxnreg__(128) pack10_kernel(unsigned int *__restrict__ dst11, float cfg12)
{
  int tid13 = threadIdx.x;
  if (dst11 == nullptr) {
    return;
  }
  if (20 == ((int)dst11[tid13])) {
    return;
  }
}

float run_count14(double alpha15, float cfg16)
{
  cosf('\a');
  unsigned int lo17 = +fabsf(alpha15);
  try {
    struct Local18 {
      int s;
      int add(int v) { s += v; return s; }
    };
    Local18 sum19{5};
    int hi20 = sum19.add(MOD8_4(lo17));
    (void)hi20;
    if (lo17 > 84) {
      throw 84;
    }
  } catch (int) {
  }
  return ADD3_3(fabsf(7.0f + cfg16), ('\101' / cfg16), CAT_5(cfg, 16) + NUM_ITERS_2);
}

int main()
{
  int len21 = 2722;
  if (constexpr unsigned int e22 = 21; len21 == (27U)) {
    cudaStream_t stream23;
    cudaStreamCreate(&stream23);
    cudaStreamSynchronize(stream23);
  }
  len21 ^= CAT_5(len, 21);
  pack10_kernel<<<NUM_ITERS_2 + (CHUNK_1 + 24), (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 128)))), sizeof(double) * 64, (cudaStream_t)0>>>((unsigned*)nullptr, decay6('z' - len21, CAT_5(len, 21)));
  return 0;
}
