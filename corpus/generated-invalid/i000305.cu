// cudagen 0.1 seed 305 invalid:kernel_member
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,host_function,static_host_function,main,constexpr_var,local_array,struct,enum_class,if,goto,nested_block,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,cast_const,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define TILE_DIM_2 (128)
#define BLOCK_SIZE_3 32
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
enum class Phase6 { Blue7, Busy8 };

__device__ __noinline__ int blend9(int lane10, Phase6 a11, long *buf12)
{
  if (buf12 == nullptr) {
    goto out13;
  }
  {
    a11 = Phase6::Blue7;
    buf12[lane10] = (int)lane10;
  }
out13:;
  return 47ul + int(lane10) + (*buf12);
}

__global__ void weigh14_kernel(const long *input15, int count16, const int *src17, double alpha18)
{
  unsigned int tid19 = threadIdx.x;
  alpha18 = blend9(blend9(warpSize | blockIdx.x, Phase6::Busy8, nullptr), Phase6::Blue7, const_cast<long*>(input15));
  long tmp20 = input15[tid19 & 7];
  int mid21[5] = {};
  unsigned int res22 = ((alpha18 += warpSize, ((tid19 == 35) ? CAT_5(count, 16) : alpha18)) == (4841 + tmp20)) ? alpha18 : (blend9(1l, Phase6::Busy8, &tmp20) * CAT_5(count, 16));
  tmp20 = (blockIdx.x % (count16)) - ((int)blend9(alpha18, Phase6::Busy8, nullptr));
  constexpr int u23 = BLOCK_SIZE_3 + 31;
}

static float host_lerp24(double alpha25, double a26, float beta27)
{
  if (alpha25 == alpha25) {
    return alpha25;
  }
  weigh14_kernel<<<BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 17)), BLOCK_SIZE_3>>>(nullptr, ((a26 <= 54) ? 16 : 40) & 710L, nullptr, double(sizeof(unsigned int)) * alpha25);
  long hi28 = 28;
  double off29[8] = {};
  return TILE_DIM_2;
}

__global__ void sift30(float *__restrict__ dst31, int *data32, const int *src33, unsigned long long *acc34)
{
  int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
  (*acc34) = ((threadIdx.x - dst31[gid35 & 7]) < blend9(acc34[threadIdx.x], Phase6::Blue7, reinterpret_cast<long*>(acc34))) ? dst31[gid35] : acc34[threadIdx.z];
  double lim36 = (((*data32) * '#') > (((*src33) % BLOCK_SIZE_3) / (acc34[4] & 'z'))) ? (*src33) : (~(3 / acc34[gid35 & 7]));
  Phase6 z37 = Phase6::Blue7;
  (*acc34) = (*dst31) / 52u;
  Phase6 v38 = z37;
}

struct Sample39 {
  long long vel40;
  unsigned char sum41;
  long hi42;
  float hi43;
};
struct Launcher47 {
    static __global__ void run(int *p) { p[threadIdx.x] = 0; }
};

int main()
{
  int n44 = 3126;
  {
    (--n44, (n44 = n44));
    unsigned acc45 = host_lerp24(n44, n44, n44);
  }
  float flag46 = n44 - BLOCK_SIZE_3;
  sift30<<<(n44 + 255) / 256, 512>>>(&flag46, &n44, &n44, nullptr);
  return 0;
}
