// cudagen 0.1 seed 709 invalid:missing_include
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,default_args,main,constexpr_var,local_array,const_local,struct,struct_methods,aligned_struct,enum,if,switch,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#include "helper_math47.cuh"
#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#ifndef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 34
#endif
__global__ void __maxnreg__(128) clamp5(unsigned p6, const double *src7)
{
  int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
  p6 >>= p6;
  p6 ^= CAT_2(p, 6) * ((40 - p6) << ((p6 != threadIdx.z) ? idx8 : sizeof(float)));
  p6 %= idx8;
  --p6;
}
// NOTE: keep in sync with the host reference.
struct __align__(16) Tile9 {
  signed char flag10;
  int hi11;
  double id12;
  float z13;
  __host__ __device__ void total14(unsigned tmp15)
  {
    flag10 = id12;
    ACCUM_1(tmp15, (((TUNE_4 + flag10) == flag10) ? ((flag10) & 0b11010) : (flag10 & TUNE_4)));
  }
  __host__ __device__ signed char norm16() const
  {
    return flag10 - ((unsigned int)hi11);
  }
};
enum Level17 : int { OFF18, BUSY19 = 5, MUL20 };
template <typename T, int N = 1>
__host__ __device__ T sift21(const T *__restrict__ src22)
{
  if (((*src22) * 2197ul) < src22[3]) {
    goto skip23;
  }
  if (src22 != nullptr) {
    return (((*src22) > N) ? N : N) - 4.5;
  }
skip23:;
  return N;
}
enum Color24 : long { RED25 = 1, MUL26, LOW27, IDLE28 };
template <typename T, int N = 6>
__device__ __noinline__ T tile29(T *__restrict__ out30, T *buf31)
{
  const int h32 = -39;
  switch (threadIdx.y) {
  case 014:
    (*buf31) /= N;
    break;
  default:
    buf31[4] = 14.0f;
    break;
  }
  Level17 cnt33 = BUSY19;
  bool lo34 = (*out30) == MUL26;
  return cnt33;
}
__global__ void apply35_kernel(bool q36, int count37)
{
  unsigned int gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  Color24 val39 = LOW27;
  --count37;
  float res40 = ((gid38 + 41UL) <= q36) ? (val39 & blockDim.z) : CAT_2(gid, 38);
  count37 >>= unsigned(CAT_2(q, 36));
  res40 -= TUNE_4;
  float q41[8]{11.875f, float(LOW27), float(CAT_2(count, 37)), 4.0f, 3.125f, -2.5F, 2.0f, res40};
}
float blend42(int lane43, size_t q44 = ' ')
{
  if (BUSY19 != q44) {
    goto skip45;
  }
  q44 = 14L;
  q44++;
skip45:;
  return q44;
}
int main()
{
  int size46 = 1841;
  apply35_kernel<<<32, 128>>>(0 + (size46 & size46), (LOW27 + CAT_2(size, 46)) & 1219U);
  if (size46 < 15) {
    return (+CAT_2(size, 46));
  }
  clamp5<<<dim3((size46 + 31) / 32), (IDLE28 + (LOW27 + (RED25 + 56))), sizeof(float) * 040, 0>>>('0' - ((size46 >= CAT_2(size, 46)) ? CAT_2(size, 46) : size46), nullptr);
  return 0;
}
