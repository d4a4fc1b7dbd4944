// cudagen 0.1 seed 2325 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,static_host_function,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,enum,if,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void trace5_kernel(int count6, const int *__restrict__ in7, int *__restrict__ acc8)
{
  extern __shared__ int dyn_9[];
  dyn_9[count6] = 48;
  ++(*acc8);
  count6 &= acc8[count6];
}
__device__ int d_march10;
enum Mode11 { IDLE12, BLUE13, BUSY14 };
enum State15 { GREEN16, LOW17, BLUE18, OFF19 };

template <typename T, int N>
__global__ void accum20(T *__restrict__ out21, unsigned *__restrict__ acc22, int *__restrict__ out23, const T *__restrict__ src24)
{
  State15 z25 = OFF19;
  static __shared__ int sh_26;
  (*acc22) |= N;
  double x27 = (long)((sh_26) + (acc22[5] - LOW17));
  x27 /= d_march10;
  if (out21[1] >= sizeof(float)) {
    return;
  }
  __shared__ int sh_28[256];
}

template <typename T, typename U>
__global__ void merge29(U beta30, T q31, T *data32)
{
  static_assert(sizeof(int) == 4);
  U s33{5};
  static_assert(37 == 37);
}

template <typename T, int N>
inline __host__ __device__ float score34(T *__restrict__ buf35)
{
  buf35[0]--;
  signed char y36 = 3;
  --y36;
  if (((*buf35) * y36) >= (N + y36)) {
    constexpr int m37 = 60;
    y36 >>= 6;
  }
  return 14.f;
}

extern "C" {
__global__ void combine38(long a39)
{
  extern __shared__ size_t dyn_40[];
  d_march10++;
  static_assert(sizeof(int) == 4, "bad config");
}
}

__global__ void step41(const int *in42, Mode11 b43)
{
  extern __shared__ unsigned dyn_44[];
  double *r45 = static_cast<double*>(nullptr);
  unsigned char r46 = in42[d_march10];
  b43 = BLUE13;
  if (((long long)r46) < 21U) {
    goto out48;
  }
  static_assert(0x24 == 36, "expected value");
  if ((b43 + (d_march10 + (*in42))) != (-(-34))) {
    float val47 = in42[d_march10];
  }
  (*r45) = r46 - (score34<double, (BLUE18 + 3)>(r45) + MIN2_1(b43, 49));
out48:;
}

static unsigned long host_update49(int stride50, unsigned alpha51)
{
  auto op54 = []() {
    for (int i52 = 0; i52 < 3; ++i52) {
      accum20<double, (BLUE18 + (LOW17 + 1))><<<BLUE13 + (LOW17 + 0x2), (OFF19 + 5) * 0x4, BLUE13 + 255, (cudaStream_t)0>>>((double*)nullptr, nullptr, nullptr, nullptr);
      const int *v53 = (const int*)nullptr;
    }
  };
  op54();
  score34<int, 4>(nullptr);
  long long tmp55 = (HALF_2(stride50) - alpha51) - sizeof(double);
  return alpha51;
}

int main()
{
  int count56 = 2390;
  int *m57 = nullptr;
  static_assert(sizeof(int) == 4, "bad config");
  trace5_kernel<<<1 << (OFF19 + LOW17), BLUE13 + (BUSY14 + (LOW17 + 28)), sizeof(int) * 128, nullptr>>>(host_update49((count56), 24UL >> m57[2]), m57 + 1, m57);
  merge29<int, unsigned int><<<(OFF19 + (BLUE13 + (BUSY14 + 250))), LOW17 + (BUSY14 + 29)>>>(BLUE18, HALF_2(count56), nullptr);
  combine38<<<(count56 + 127) / 0x80, OFF19 + (BUSY14 + 507)>>>(HALF_2(count56 / sizeof(int)));
  return 0;
}
