// cudagen 0.1 seed 187 valid
// features: kernel,maxnreg,launch,device_function,device_forceinline,static_device_function,device_template_function,host_function,default_args,main,device_var,constexpr_var,auto_var,struct,struct_methods,operator_overload,if,while,static_assert,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 34
#endif

static __device__ __forceinline__ int filter5(int count6, int count7)
{
  if (count7 < 63) {
    count6 = (static_cast<unsigned char>(sizeof(int))) * ((count7 < (count6 + count7)) ? count6 : (count6 += count7, (-7)));
    count6 = 31;
  }
  auto t8 = (count7 - 'z') + ((count7 += count7, count6) - (41l + count6));
  int pass9 = 0;
  while (pass9 < 2) {
    --count7;
    count6++;
    ++pass9;
  }
  return TUNE_4;
}

float probe10(int count11, double beta12 = 2054U)
{
  beta12 = static_cast<unsigned int>((beta12 + count11) - beta12);
  if ((-count11) < beta12) {
    float mid13 = MAX2_2(beta12 + 22, MAX2_2((count11 >= beta12) ? beta12 : 29, count11 * '#'));
    count11 = beta12 - (28u);
  }
  return TUNE_4 % ((!(count11 >= 0b1110l)) ? (57UL * count11) : (count11 + count11));
}
static_assert(0b111100 > 59, "bad config");

__global__ void __maxnreg__(128) probe14(short* acc15, int* buf16, int stride17)
{
  int pass18 = 0;
  while ((pass18 < stride17) && ((-buf16[stride17]) != 61)) {
    stride17 = 1042;
    (*acc15) = buf16[2] * MAX2_2(*buf16, pass18) * 18UL;
    ++pass18;
  }
}
__device__ unsigned int d_sweep19 = 43UL;

template <typename T, typename U>
__device__ __forceinline__ T update20(T* out21, int lane22)
{
  constexpr unsigned long long tmp23 = 3224u;
  constexpr float off24 = 1.875f;
  T diff25(static_cast<int>((lane22 += off24, d_sweep19)) + filter5(MAX2_1(out21[7], 57lu), static_cast<float>(*out21)));
  return filter5(filter5(diff25, d_sweep19 * out21[2]), -filter5(diff25, sizeof(U)));
}

struct Sample26 {
  double val27;
  int val28;
  __host__ __device__ void scale29(float prod30)
  {
    long e31(MAX2_2((val28), val27 + (val28 - 8)));
  }
};

__host__ __device__ Sample26 operator+(Sample26 a, Sample26 b)
{
  Sample26 r = a;
  r.val27 += b.val27;
  r.val28 += b.val28;
  return r;
}

int main()
{
  int len32 = 640;
  len32 = probe10((+len32) * ((len32 > len32) ? len32 : len32));
  probe14<<<(len32 + 0b11111) / 32, 128>>>(static_cast<short int*>(nullptr), static_cast<int*>(nullptr), (len32 * 47ull) + (7 - len32));
  return 0;
}
