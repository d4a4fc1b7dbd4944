// cudagen 0.1 seed 744 invalid:kernel_friend_definition
// features: kernel,kernel_static,kernel_extern_c,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,default_args,main,host_global,constexpr_var,const_local,enum,if,while,do_while,switch,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 16
#define CHUNK_2 8
#define BLOCK_SIZE_3 16
#define SQR_4(x) ((x) * (x))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if (CHUNK_2 * 2) >= 10 && CHUNK_2 != 0
#define CONFIG_9 7
#else
#define CONFIG_9 23
#endif
#undef CHUNK_2
#define CHUNK_2 2

__global__ void drift10(float* data11, int lane12, unsigned long long* out13) {
  int gid14 = threadIdx.x;
  switch (gridDim.x) {
  case 0: {
    signed char e15 = lane12;
    break;
  }
  case (CHUNK_2 + 3): {
    lane12--;
    float z16 = data11[0x2];
    break;
  }
  case (CONFIG_9 + (CHUNK_2 + CHUNK_2)):
    break;
  case 1 << 1:
    break;
  default: {
    const int m17 = ((threadIdx.x + 1) / 39) - blockDim.x;
    break;
  }
  }
}
const int g_relax18 = 2506;

__global__ void split19_kernel(int count20, int n21, int* out22) {
  unsigned int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
  bool k24 = ((((out22[5] <= out22[tid23]) || (out22[threadIdx.x & 7] >= threadIdx.y)) ? (n21 - CAT_8(n, 21)) : (count20 ^ gridDim.x)) < static_cast<unsigned>(blockDim.x)) || (n21 == ((~count20) * (0x302ULL - n21)));
  char r25 = (threadIdx.y + out22[tid23] + (tid23 * (*out22))) * static_cast<int>(~out22[tid23]);
  n21--;
  int lo26 = CAT_8(k, 24);
}
enum Axis27 { MUL28, LOW29, ADD30 };

inline __device__ double lerp31(double b32) {
  b32 = ((unsigned char)((double)b32));
  --b32;
  b32--;
  float* flag33 = static_cast<float*>(nullptr);
  const int z34 = (CAT_8(b, 32) * 3816) + double(flag33[threadIdx.x & 7]);
  return b32;
}

extern "C" {
__device__ __forceinline__ int mix41(size_t a42, int count43) {
  a42++;
  --count43;
  signed char base44 = a42;
  if ((base44 == base44) && (CAT_8(base, 44) >= 33u)) {
    return (count43 + threadIdx.y) * (MUL28 ^ CAT_8(base, 44));
  }
  return threadIdx.y;
}

static __global__ void stencil35_kernel(int n36, int lane37) {
  unsigned int gid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid38 >= n36) {
    return;
  }
  ++lane37;
  n36++;
  n36 = lane37;
  int w39 = 0;
  do {
    Axis27 prod40 = LOW29;
    prod40 = ADD30;
    ++w39;
  } while ((w39 < n36) && (gid38 < threadIdx.y));
}
}

double run_gather45(Axis27 beta46, const int* input47, int count48 = L'0') {
  if (beta46 == ADD30) {
    return SQR_4(beta46 + g_relax18);
  }
  dim3 z49 = dim3((LOW29 + 15), 0x80, (count48 + 31) / 32);
  count48 = MAX2_5(input47[count48], (count48 - sizeof(long long)) + MAX2_5(beta46, input47[count48 & 7]));
  beta46 = LOW29;
  return input47[count48];
}
struct Holder54 {
    int v;
    friend __global__ void friend_kernel55(int *p) { p[0] = 1; }
};

int main() {
  int count50 = 1535;
  count50 = (count50 == float(18.25F)) ? (((count50 != 18) || (CAT_8(count, 50) >= 40)) ? ((int)count50) : 0x3a) : ((count50 - 7) >> (CAT_8(count, 50) % LOW29));
  count50 = SQR_4((count50 >= LOW29) ? ('A' / count50) : (count50 - count50));
  Axis27 off51 = LOW29;
  int w52 = 0;
  while (w52 < w52) {
    stencil35_kernel<<<dim3((count50 + 255) / 256, (count50 + 63) / 64, (w52 + 63) / 0x40), (ADD30 + (LOW29 + (CHUNK_2 + 3))) * 0x8, 0x0, (cudaStream_t)0>>>(BLOCK_SIZE_3, (g_relax18 - off51) - 1);
    const char* f53 = u8"path\\to";
    ++w52;
  }
  drift10<<<(w52 + 63) / 64, dim3(ADD30, 16)>>>(static_cast<float*>(nullptr), (count50 ^ count50) | (off51 % w52), nullptr);
  split19_kernel<<<(CHUNK_1), 32>>>(20, (CAT_8(w, 52) / off51) - SQR_4(count50), nullptr);
  return 0x0;
}
