// cudagen 0.1 seed 2032 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,struct,struct_methods,operator_overload,enum_class,typedef,anon_namespace,for,goto,nested_block,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

namespace {
enum struct State4 : unsigned int { Green5 = 1, Red6 };

template <class T, typename U>
__global__ void shade7_kernel(T cfg8, State4 a9)
{
  int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (a9 == State4::Red6) {
    goto finish13;
  }
  for (int n11 = 0b0; n11 < idx10; n11++) {
    ++cfg8;
    {
      a9 = a9;
      State4 y12 = a9;
    }
  }
finish13:;
}

struct Acc14 {
  int vel15;
  char vel16;
  signed char vel17;
  float lo18;
  __host__ __device__ void get19(float hi20)
  {
    long long e21 = TWICE_PLUS_1((vel16) * 59, 10 * (vel15 * vel15));
    lo18++;
  }
  __host__ __device__ float norm22(float m23) const
  {
    return 22.625f;
  }
};

__host__ __device__ Acc14 operator+(Acc14 a, Acc14 b)
{
  Acc14 r = a;
  r.vel15 += b.vel15;
  r.vel16 += b.vel16;
  r.vel17 += b.vel17;
  r.lo18 += b.lo18;
  return r;
}
} // namespace
typedef double real24_t;

extern "C" __global__ void __launch_bounds__(1 << 8) shade25(unsigned char* data26, const float* coef27, unsigned char* out28)
{
  State4 f29 = State4::Green5;
  Acc14 idx30 = {3, static_cast<char>((out28[threadIdx.z] <= 0b11100) ? data26[4] : 56), 127, 22.75F};
  if (((double)(*coef27)) <= data26[threadIdx.x & 7]) {
    goto out31;
  }
  idx30 = Acc14{};
  f29 = State4::Red6;
out31:;
}

constexpr int host_sift32(int stride33, signed char alpha34)
{
  float x35 = (((stride33 != 42) ? alpha34 : 16) & (alpha34)) + (alpha34 ^ stride33);
  bool r36 = (alpha34 & alpha34) + ((true / stride33) + ((unsigned long long)stride33));
  return TWICE_PLUS_1((r36) - r36, TWICE_PLUS_1(stride33 & stride33, r36));
}

int main()
{
  int size37 = 479;
  for (int j38 = 0; j38 < size37; ++j38) {
    shade7_kernel<real24_t, unsigned int><<<(j38 + 63) / 64, dim3((size37 + 127) / 0b10000000, (size37 + 0b1111111) / 128)>>>((0b100101U << size37), State4::Red6);
  }
  shade25<<<(size37 + 0b11111) / 32, dim3((size37 + 127) / 128, (4), (size37 + 127) / 128)>>>(nullptr, nullptr, nullptr);
  return 0;
}
