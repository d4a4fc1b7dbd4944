// cudagen 0.1 seed 201 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,main,constexpr_var,struct,struct_methods,operator_overload,enum,typedef,anon_namespace,if,switch,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_iife,macro_object,macro_function,macro_stringize,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define NUM_ITERS_2 8
#define WARPS_3 (8)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 56
#endif
#undef TUNE_8
#define TUNE_8 12
static __device__ __forceinline__ signed char fold9(float* out10, const int* src11)
{
  int tmp12 = src11[blockDim.x] + TUNE_8 + (7 + blockIdx.x);
  unsigned lo13 = 0x18 + (tmp12 * MIN2_4(threadIdx.x, WARPS_3));
  if ((src11[5] - lo13) == 2) {
    return 8;
  }
  lo13 |= (short)0b111111;
  return MIN2_4(src11[tmp12], ((unsigned)lo13) + lo13);
}
typedef float real14_t;
enum Kind15 { RED16, BUSY17 = 2, SLOW18, LOW19 };
namespace {
__device__ long sweep20(unsigned alpha21)
{
  switch (alpha21 * 0x9) {
  case 0b10: {
    alpha21 = fold9(nullptr, (const int*)nullptr) * (alpha21 + WARPS_3);
    float flag22 = 7.f;
    break;
  }
  case SLOW18 * (BUSY17 + 0x1):
    break;
  case 012:
    break;
  case 3:
    break;
  default:
    break;
  }
  return threadIdx.y - blockDim.z;
}
} // namespace
struct Acc23 {
  bool lo24;
  unsigned int vel25;
  int sum26;
  unsigned int z27;
  __host__ __device__ void get28(int lo29)
  {
    (++z27, (sum26 += vel25));
    vel25 = vel25;
  }
};
__host__ __device__ Acc23 operator+(Acc23 a, Acc23 b)
{
  Acc23 r = a;
  r.vel25 += b.vel25;
  r.sum26 += b.sum26;
  r.z27 += b.z27;
  return r;
}
__global__ void __maxnreg__(128) fuse30_kernel(const int* coef31)
{
  int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
  real14_t f33(coef31[idx32]);
  f33 -= coef31[0b10] * (sweep20(coef31[blockIdx.z]) - (3U * f33));
}
int main()
{
  int n34 = 2782;
  if (n34 <= n34) {
    return n34 + n34;
  }
  ([]() {
    float flag35{16.625f};
  })();
  --n34;
  if (n34 >= (0x37u * n34)) {
    const char* y36 = STR_6(BLOCK_SIZE_1);
  }
  n34++;
  fuse30_kernel<<<(n34 + 127) / 128, 0x20, BLOCK_SIZE_1 + (WARPS_3 + 1012), (cudaStream_t)0>>>(&n34);
  return 0;
}
