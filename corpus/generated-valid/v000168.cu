// cudagen 0.1 seed 168 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constant_var,constant_array,constexpr_var,local_array,const_local,struct,struct_template,aligned_struct,enum,enum_class,namespace,anon_namespace,nested_namespace,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef RADIUS_1
#define RADIUS_1 12
enum Level5 {
  BUSY6,
  IDLE7,
  IDLE8 = 3,
  GREEN9,
  OFF10
};

template <typename T>
struct Pixel11 {
  T w12;
};

struct alignas(8) Body13 {
  unsigned int count14;
  long flag15;
  unsigned int id16;
  short weight17;
};

__global__ void __maxnreg__(64) blend18(short *__restrict__ out19, int *dst20, int len21)
{
  Level5 z22 = IDLE7;
  const bool lo23 = (dst20 != nullptr) && ((ADD3_2(len21, 0b110000, z22) == len21) && ((*out19) >= len21));
  constexpr unsigned long long r24 = 64;
  int v25[1 << IDLE7] = {};
}
enum class Axis26 { Blue27, Fast28 = 5, Low29 };

template <typename T>
struct Body30 {
  T flag31;
  __host__ __device__ T scale32(T t33) const
  {
    constexpr int lim34 = u'#';
    t33 = ((t33 != flag31) ? lim34 : lim34) << (lim34 + static_cast<unsigned char>(flag31));
    return ADD3_2(flag31, 4, lim34) + (t33 + t33);
  }
};

namespace detail35 {
__global__ void bump36_kernel(double a37)
{
  a37 *= sizeof(int);
  constexpr unsigned char idx38 = 51lu;
  Level5 q39 = BUSY6;
  q39 = IDLE7;
  q39 = q39;
  Pixel11<long> m40 = Pixel11<long>{1720UL};
  m40.w12 >>= q39;
}
__constant__ float c_update41[2] = {15.75F, 9.625F};
} // namespace detail35
enum class Axis42 : int {
  Low43,
  Off44,
  On45,
  Idle46 = 7,
  Idle47
};

namespace detail48::v49 {
enum class Axis50 { Green51 = 2, Green52 = 6 };
enum class Phase53 { Red54, Off55 };
} // namespace detail48::v49

namespace {
constexpr int TILE56 = IDLE7 + (15);
} // namespace
__constant__ Body13 c_bump57 = {63, 10ull, 46, 032l};

template <typename T, int N>
__global__ void weigh58_kernel(T a59, int lane60, const long *coef61, const T *in62)
{
  T *off63 = const_cast<T*>(in62);
  const unsigned int tmp64 = ADD3_2(*off63, (off63[lane60]) + c_bump57.count14, (static_cast<double>(TILE56)));
  lane60 = 23UL + (+a59) + 61;
  a59 = 030;
  lane60 &= *coef61;
  a59 = 0b100000 * ADD3_2(*in62, (N), N);
  static_assert(1 == 1, "expected value");
}

constexpr int host_decay65(int stride66)
{
  bool mid67(((-stride66) != (RADIUS_1 * stride66)) || ((stride66 / (+stride66)) > ((float)sizeof(short))));
  return stride66 ? ((stride66 <= 26) ? static_cast<float>(mid67) : TILE56) : stride66;
}

int main()
{
  int n68 = 3363;
  const bool v69 = n68 > (sizeof(Body13) - n68);
  Pixel11<long> lo70 = Pixel11<long>{};
  weigh58_kernel<float, ((5))><<<dim3((n68 + 0b11111) / 32, 1 << OFF10, (IDLE7)), sizeof(float) * (IDLE8 + 5)>>>((IDLE8 + v69), v69 << 3, nullptr, nullptr);
  const int e71 = 035 * (lo70.w12 + 4ul);
  blend18<<<dim3(sizeof(unsigned int) * (IDLE8 + (GREEN9 + (IDLE7 + (OFF10 + 115)))), (128), IDLE7), sizeof(float) * (IDLE8 + 29), sizeof(int) * 32, 0>>>(nullptr, &n68, int(e71));
  Body30<long> diff72{static_cast<long>(static_cast<int>(8))};
  detail35::bump36_kernel<<<(n68 + 255) / 256, (0400), 0, (cudaStream_t)0>>>((lo70.w12 / diff72.flag31) * ADD3_2(e71, 46ULL, 48));
  return 0;
}
