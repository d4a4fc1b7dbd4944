// cudagen 0.1 seed 1469 valid
// features: kernel,kernel_extern_c,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,enum,enum_class,if,for,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 64
#define MOD8_3(x) ((x) % 8)
#define MOD8_4(x) ((x) % 8)

__global__ void stencil5_kernel(double* data6, int len7, int lane8, long cfg9)
{
  unsigned idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  cfg9 = lane8;
  if (data6[len7] > sizeof(float)) {
    return;
  }
}
// Returns the accumulated value.

__global__ void grow11(double* data12, int* buf13)
{
  int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid14 <= 35) {
    return;
  }
  int stride15 = buf13[0x5];
  data12[7] -= gid14 - (~threadIdx.y);
  stride15 *= blockDim.z;
}

constexpr int bump16(int lane17)
{
  return MOD8_3(lane17 ^ lane17);
}

constexpr int host_kick18(int n19, int stride20)
{
  return n19;
}
enum Kind21 { GREEN22, RED23, RED24 = 5, SLOW25 = 11 };
enum class Level26 : short { On27, Low28 = 6, Mul29, Off30 };
enum Op31 {
  ADD32,
  ON33,
  LOW34 = 4,
  ADD35,
  OFF36 = 10
};

inline __host__ __device__ unsigned int lerp37(const float* src38, const int* src39, const float* input40)
{
  int val41 = MOD8_3(src39[4]) - (input40[1] * 18l * src38[0x0]);
  return 16;
}
static_assert(28 > 0x1b, "tile must fit");
#define DEFINE_MAP_KERNEL_42(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_42(map_kick43, float)
DEFINE_MAP_KERNEL_42(map_rank44, unsigned int)
enum Level45 { SLOW46, MUL47, RED48 = 4, FAST49 };
enum Mode50 { HIGH51, SLOW52, ON53 = 5 };

extern "C" {
__global__ void bump54_kernel(int count55)
{
  extern __shared__ double dyn_56[];
  int tid57 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid57 >= count55) {
    return;
  }
  for (int it58 = 0xb; it58 > 0; --it58) {
    (dyn_56[gridDim.x]--, (dyn_56[warpSize & 7] += count55));
    __shared__ int sh_59;
    Level45 m60 = RED48;
  }
  dyn_56[count55] -= tid57 | MOD8_4(tid57 + count55);
  count55 += lerp37(static_cast<const float*>(nullptr), &tid57, nullptr) * SLOW25;
}
}

static void check_combine61(float* dst62, int len63 = -4279)
{
  int h64 = static_cast<int>(dst62[0x1]) & 12LL;
  map_rank44<<<sizeof(unsigned int) * 32, sizeof(float) * 8>>>(reinterpret_cast<unsigned int*>(dst62), 6 + len63);
  lerp37(dst62, &len63, nullptr);
  for (int j65 = 2; j65 > 0; --j65) {
    dst62[j65] += ((j65 & sizeof(float)) - 20LL) | bump16(len63);
    h64 -= MOD8_4(h64);
  }
}

int main(void)
{
  int size66 = 2517;
  float lo67 = (size66 += size66, 46ul);
  lo67 = lo67;
  stencil5_kernel<<<sizeof(unsigned int) * (ADD35 + (ON33 + (RED23 + 1))), sizeof(unsigned int) * 0x80, sizeof(float) * 32, (cudaStream_t)0>>>(nullptr, lo67, sizeof(float), MOD8_3(size66 | 25));
  grow11<<<(size66 + 127) / 0x80, 512, (1024), nullptr>>>(static_cast<double*>(nullptr), nullptr);
  map_kick43<<<(size66 + 31) / 32, sizeof(int) * 32>>>(&lo67, (0x12 + lo67) * (SLOW52 * lo67));
  return 0;
}
