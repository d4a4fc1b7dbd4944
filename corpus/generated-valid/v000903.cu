// cudagen 0.1 seed 903 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,main,device_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,struct,class_private,if,if_init,for,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 47
#endif
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(128) shade4(size_t alpha5, const int *src6, int lane7, float *acc8)
{
  extern __shared__ unsigned int dyn_9[];
  static __shared__ unsigned long sh_10[7][4];
  if (!(lane7 < src6[6])) {
    return;
  }
}

__global__ void __maxnreg__(64) rank11_kernel(int *buf12, long long p13, int count14, int n15)
{
  size_t e16 = buf12[count14] + static_cast<unsigned char>(sizeof(float));
  float t17 = 29u;
  static __shared__ size_t sh_18[256];
  sh_18[n15 & 255] = 44ul;
  if (t17 == (-n15)) {
    return;
  }
  unsigned int diff19 = 0xF * count14;
  if ((p13 - TUNE_3) <= TUNE_3) {
    return;
  }
}

static __global__ void lerp20(int *out21, int len22, bool cfg23, float *out24)
{
  __shared__ int sh_25[128];
  int val26 = *out24;
}
__device__ float d_decay27;

__global__ void __maxnreg__(32) mix28_kernel(const int *in29, int *out30, int n31, unsigned int *out32)
{
  extern __shared__ int dyn_33[];
  if (((out30[0x6]) * out32[7]) < d_decay27) {
    if (float h34 = out32[7]; ((*out32) == 23) || ((n31 == 0x13) || (out30[0] > h34))) {
      signed char diff35 = 11 + (out30[7] & (out30[n31]));
      float sum36[0x1 << 0x2] = {};
    }
    d_decay27 = ~(static_cast<int>(out32[n31]));
  }
  __shared__ float sh_37[32];
  static __shared__ float sh_38[10][4];
}

class Bounds39 {
  int flag40;
public:
  __host__ __device__ Bounds39(int init41) : flag40(init41) {}
  __host__ __device__ int apply42() const
  {
    return (flag40 * 62);
  }
};

int main()
{
  int size43 = 1605;
  const char *u44 = "\"q\"";
  if ((size43 + 9u) < CAT_1(size, 43)) {
    return size43;
  }
  for (int i45 = size43; i45 > 0; --i45) {
    size43--;
  }
  shade4<<<(TUNE_3 + 17), 1 << 0x9>>>(u44[0], static_cast<const int*>(nullptr), 8, (float*)nullptr);
  rank11_kernel<<<64 * 2, (TUNE_3 + 17), 0, nullptr>>>(nullptr, u44[1], size43, u44[0x0]);
  lerp20<<<(size43 + 63) / 0x40, 128, 0, 0>>>((int*)nullptr, 31 / u44[0], size43 | size43, nullptr);
  mix28_kernel<<<(size43 + 127) / 128, 64>>>(nullptr, nullptr, TUNE_3, static_cast<unsigned*>(nullptr));
  return 0;
}
