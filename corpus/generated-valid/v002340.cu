// cudagen 0.1 seed 2340 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,const_local,struct,struct_methods,aligned_struct,enum_class,typedef,namespace,if,if_else,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

namespace impl3 {
struct Particle4 {
  unsigned int id5;
  int hi6;
  long hi7;
};
enum struct Level8 : short { Fast9 = 3, Off10, On11, Mul12 };
__device__ int d_drift13;
} // namespace impl3

namespace impl14 {
inline float run_bump15(int n16)
{
  impl3::Level8 y17 = impl3::Level8::On11;
  n16--;
  n16++;
  return (8 - n16) ^ unsigned(n16);
}

__global__ void scale18(const size_t* src19, int n20)
{
  const bool val21 = warpSize == 34;
  if (val21 >= (6 & val21)) {
    if (impl3::d_drift13 == ((*src19) + 15u)) {
      n20++;
    }
    unsigned int idx22 = impl3::d_drift13 | 51;
  }
}
} // namespace impl14

struct alignas(8) Tile23 {
  float vel24;
  int hi25;
  unsigned long w26;
  int x27;
  __host__ __device__ int get28() const
  {
    unsigned y29[5] = {unsigned(47 * hi25), 45, 33U, unsigned(28lu)};
    long val30 = w26;
    return y29[4];
  }
  __host__ __device__ unsigned long scale31() const
  {
    long z32 = 1;
    static_assert(sizeof(int) == 4);
    return 8 - (CAT_2(x, 27) >> 6);
  }
};

__global__ void mix33(float* buf34, const float* input35, const int* coef36, int lane37)
{
  extern __shared__ int dyn_38[];
  int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
  --lane37;
  long sum40 = 4 | impl3::d_drift13;
  (++lane37, (lane37 <<= (CAT_2(tid, 39) - ((buf34[5] >= CAT_2(tid, 39)) ? 59 : lane37)) * sum40));
  ++dyn_38[3];
}

template <typename T, int N>
__global__ void shade41(T* data42, int n43, double p44)
{
  extern __shared__ int dyn_45[];
  int idx46 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (idx46 >= n43) {
    return;
  }
  n43 = (((data42[3] <= CAT_2(p, 44)) ? 10l : N) + idx46) - n43;
  __shared__ Tile23 sh_47[8];
}
typedef int *ptr48_t;
enum class Color49 : unsigned char { Mul50, Low51 = 4 };

int main()
{
  int n52 = 2778;
  mix33<<<(n52 + 127) / 128, (32)>>>(nullptr, nullptr, &n52, n52);
  if ((CAT_2(n, 52) * n52) < n52) {
    return -(n52 * n52);
  }
  if ((((n52 * n52) < 023) ? 846 : (n52 & 15)) <= (n52 % CAT_2(n, 52))) {
    n52 &= 46;
    ++n52;
  } else {
  }
  impl14::scale18<<<dim3(4), 32>>>((const size_t*)nullptr, static_cast<float>(n52));
  shade41<double, 0b11><<<dim3(8, (n52 + 127) / 128, 8), (256)>>>(static_cast<double*>(nullptr), 32, '#');
  return 0;
}
