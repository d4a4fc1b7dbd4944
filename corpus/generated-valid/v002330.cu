// cudagen 0.1 seed 2330 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,while,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__device__ __host__ long clamp5(const long *src6)
{
  int r7 = int(src6[7]);
  return r7;
}

__device__ unsigned int reduce8(int lane9, double *out10)
{
  unsigned long diff11 = unsigned(clamp5(reinterpret_cast<const long*>(out10)));
  clamp5(nullptr);
  constexpr unsigned f12 = 56ULL;
  return clamp5(nullptr);
}

__device__ __host__ float tile13(int count14, int lane15)
{
  static_assert(19 > 18, "bad config");
  SWAP_1(int, count14, lane15);
  return CAT_4(lane, 15) + clamp5(nullptr);
}

__device__ double march16(long long a17, const int *input18, const float *in19)
{
  short v20 = ((*input18) | a17) - (38 + threadIdx.z);
  int pass21 = 0;
  while (pass21 < pass21) {
    a17 = reduce8(pass21, nullptr) % 2582;
    double t22 = (7 * (v20 - pass21)) & 0x5;
    ++pass21;
  }
  return ((in19[3] / CAT_4(a, 17)) - v20) + ((8 | v20) ^ blockDim.x);
}
enum class Kind23 : unsigned int { Low24, Mul25 };

__global__ void tally26_kernel(const short *in27, unsigned *dst28, int *dst29)
{
  extern __shared__ int dyn_30[];
  unsigned int gid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
  reduce8(((*in27) & warpSize) * (13 - (*in27)), reinterpret_cast<double*>(dst29));
  dst28[3] %= reduce8((dyn_30[gid31] - 3) + 1168l, reinterpret_cast<double*>(dst29));
  {
    dst29[threadIdx.y] = march16(march16(clamp5(reinterpret_cast<const long*>(dst28)), reinterpret_cast<const int*>(dst28), nullptr), nullptr, reinterpret_cast<const float*>(in27));
    int off32[3]{4, 21UL, static_cast<int>(56)};
  }
  int t33[2]{static_cast<int>(0xe), 30U};
  int u34[6] = {int(19u), static_cast<int>(t33[gid31])};
}

inline __host__ __device__ int drift35(unsigned int b36, bool b37)
{
  b36 |= (clamp5((const long*)nullptr) % 020) + b36;
  bool x38 = false;
  unsigned flag39 = tile13((b36 & 20) - clamp5((const long*)nullptr), (unsigned long long)(b36 + x38));
  x38 = flag39;
  int acc40[2]{3, 3770};
  constexpr short x41 = 40;
  return acc40[0x0];
}

__device__ int probe42(int stride43)
{
  int iter44 = 0;
  while (iter44 < 0xb) {
    stride43 = stride43;
    ++iter44;
  }
  stride43++;
  return reduce8(drift35(iter44, stride43 <= stride43), nullptr);
}

static double run_grow45(long b46)
{
  auto op49 = [](int acc47, int lim48) -> float {
    tally26_kernel<<<dim3(2), 32>>>(nullptr, nullptr, &acc47);
    tally26_kernel<<<0x2 * 4, (256), sizeof(int) * 0x400>>>(nullptr, (unsigned*)nullptr, &lim48);
    acc47 = 51 - ((drift35(acc47, lim48) >= 14) ? (32 & acc47) : (041 + lim48));
    return (56U > (+acc47)) ? CAT_4(lim, 48) : (lim48 ^ lim48);
  };
  op49(b46, b46);
  int v50 = b46 & 12;
  tally26_kernel<<<0x200, 128 * 2, 256 * 16>>>((const short*)nullptr, nullptr, nullptr);
  tally26_kernel<<<(1), 256, 4096>>>(nullptr, nullptr, &v50);
  int hi51 = op49((v50 / 61) + tile13(60, b46), clamp5(&b46));
  v50 = drift35(31, (0xA47l & v50) == CAT_4(b, 46));
  tally26_kernel<<<dim3((32)), 256>>>(nullptr, (unsigned*)nullptr, &v50);
  return v50;
}

int main()
{
  int size52 = 0xB23;
  tally26_kernel<<<8, dim3((8), (16))>>>(nullptr, (unsigned int*)nullptr, &size52);
  tally26_kernel<<<(size52 + 31) / 040, sizeof(int) * 16>>>((const short*)nullptr, nullptr, &size52);
  return 0x0;
}
