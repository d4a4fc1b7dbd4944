// cudagen 0.1 seed 2113 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_array,constant_array,shared_var,extern_shared,auto_var,const_local,enum,namespace,nested_namespace,if,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__constant__ int c_scale4[8] = {51UL, 4491LL, 915ul, 47, 17, 14L, 074, 1149U};

template <typename T, int N = 8>
__global__ void relax5(T a6, int *acc7, T *out8)
{
  extern __shared__ float dyn_9[];
  const size_t r10 = a6;
  acc7[r10 & 7]++;
  T base11 = 27;
}
static __device__ int d_lerp12[32];
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_13(map_bump14, unsigned int)

namespace gpu15::sub16 {
inline __host__ __device__ int weigh17(int *buf18)
{
  int h19 = 24;
  h19 = 33 * ((!(h19 <= buf18[h19])) ? h19 : ((*buf18) + h19));
  return 1287 ^ h19;
}
enum Op20 { ADD21, GREEN22, BUSY23, BUSY24 };

void drift25(long *acc26)
{
  gpu15::sub16::weigh17(reinterpret_cast<int*>(acc26));
  map_bump14<<<(gpu15::sub16::BUSY24 + (gpu15::sub16::GREEN22 + 28)) * (gpu15::sub16::GREEN22 + gpu15::sub16::GREEN22), 1 << 6, sizeof(double) * 32>>>(reinterpret_cast<unsigned*>(acc26), ((*acc26) && (acc26[7] > (*acc26))) ? gpu15::sub16::weigh17(reinterpret_cast<int*>(acc26)) : 0b111100);
  acc26[2] = gpu15::sub16::weigh17((int*)nullptr) ^ 3808ul;
  auto diff27 = -5;
  if ((diff27 | diff27) >= diff27) {
    goto finish28;
  }
  if (!((*acc26) < diff27))
    return;
finish28:;
}
} // namespace gpu15::sub16

float pack29(int n30, int *acc31, float cfg32)
{
  cfg32++;
  relax5<long, ((gpu15::sub16::BUSY24 + (gpu15::sub16::BUSY24 + gpu15::sub16::GREEN22)))><<<64, (128), 0>>>(2317, &n30, reinterpret_cast<long*>(acc31));
  --n30;
  gpu15::sub16::drift25(reinterpret_cast<long*>(acc31));
  return 16;
}

int main()
{
  int size33 = 300;
  float mid34(gpu15::sub16::weigh17(&size33));
  gpu15::sub16::Op20 mid35 = gpu15::sub16::BUSY24;
  if (size33 || (mid35 == mid34))
    return 20U + (mid35 * size33);
  mid35 = gpu15::sub16::BUSY24;
  mid34 = mid34;
  int w36((((size33 | size33) <= mid34) ? ((37 == mid35) ? size33 : mid34) : 37u));
  return 0;
}
