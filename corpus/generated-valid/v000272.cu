// cudagen 0.1 seed 272 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,host_function,main,device_var,constexpr_var,local_array,auto_var,enum,if,for,pragma_unroll,while,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 3
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (WARPS_1 * 2) >= 24 && WARPS_1 != 0
#define CONFIG_3 1
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 20
#endif

inline __device__ int reduce4(float *dst5)
{
  if (!(dst5 == nullptr))
    return gridDim.y;
  float m6(*dst5);
  for (int j7 = 0; j7 < 4; j7++) {
    int z8[6]{j7, -54, 16, -38, static_cast<int>(dst5[j7]), '\x41'};
  }
  if (threadIdx.y > dst5[6])
    return (float)m6;
  return 42U;
}
enum Op9 : short { BLUE10, ON11 = 3, FAST12 };
__device__ int d_drift13;

template <typename T, int N = 5>
__global__ void update14_kernel(const T *coef15, const int *coef16, const T *in17)
{
  int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int w19 = 0;
  while ((w19 < 16) && (d_drift13 == static_cast<T>(*coef16))) {
    ++d_drift13;
    ++w19;
  }
  auto h20 = w19;
  #pragma unroll 4
  for (int it21 = 0, j22 = w19; it21 < j22; (++it21, (--j22))) {
    unsigned diff23[8] = {static_cast<unsigned>((j22 <= threadIdx.y) ? coef15[j22] : w19), static_cast<unsigned int>(w19 + j22), 3073, 21lu, 8U};
    T diff24 = ((+in17[w19]) * 31U) + T(h20);
  }
}

__device__ int score25(Op9 beta26, int count27, char p28)
{
  if (!(beta26 != BLUE10)) {
    beta26 = ON11;
    int base29 = int(21 + p28);
  }
  long acc30 = (-(-count27)) - (((p28 + count27) >= p28) ? (d_drift13 ? d_drift13 : blockDim.x) : (blockDim.y - warpSize));
  return d_drift13;
}

double run_tally31(long alpha32, int len33)
{
  long val34{33l};
  int cnt35 = (char)29ULL;
  Op9 hi36 = FAST12;
  if (hi36 != FAST12)
    return cnt35;
  float hi37{float(((FAST12 / len33) * hi36) + ((alpha32 >= hi36) ? (14.375F / val34) : cnt35))};
  ++val34;
  return +((hi36 <= 17) ? (cnt35 - hi37) : 13.5f);
}

int main()
{
  int n38 = 3258;
  int iter39 = 0;
  while ((iter39 < n38) && (iter39 * iter39)) {
    const char *acc40 = "kernel\n";
    n38 = (n38 + 1);
    int q41 = static_cast<int>(n38) + (+(3 + acc40[1]));
    ++iter39;
  }
  update14_kernel<double, (2 * 4)><<<WARPS_1 + (ON11 + 26), WARPS_1 + 61>>>((const double*)nullptr, &iter39, static_cast<const double*>(nullptr));
  return 0;
}
