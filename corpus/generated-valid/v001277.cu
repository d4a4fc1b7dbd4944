// cudagen 0.1 seed 1277 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,struct,class_private,if,goto,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 45
#endif

#if TUNE_3 == 45
#define CONFIG_4 8
#else
#define CONFIG_4 21
#endif

class Bounds5 {
  unsigned id6;
  float vel7;
  int hi8;
public:
  __host__ __device__ Bounds5(unsigned int c9, float c10, int c11) : id6(c9), vel7(c10), hi8(c11) {}
  __host__ __device__ void get12(unsigned int y13)
  {
    --hi8;
  }
  __host__ __device__ void get14(float base15)
  {
    id6 = id6;
  }
};

__global__ void __launch_bounds__(256) filter16(float q17, unsigned* dst18, const int* __restrict__ in19, const int* input20)
{
  Bounds5 f21(7ul, CONFIG_4, 40l);
  (*dst18) = 1216 * (*input20);
  constexpr float val22 = 8.125f;
  if (CONFIG_4 != threadIdx.x) {
    goto finish23;
  }
  if (in19 == nullptr) {
    return;
  }
finish23:;
}

int main()
{
  int size24 = 0xED;
  filter16<<<dim3(0x2), (256)>>>(size24 - 2, nullptr, &size24, &size24);
  unsigned sum25 = 0b111100UL;
  int acc26 = CONFIG_4;
  return 0;
}
