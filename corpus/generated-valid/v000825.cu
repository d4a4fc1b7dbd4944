// cudagen 0.1 seed 825 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,constexpr_var,auto_var,static_local,if,if_init,for,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define BLOCK_SIZE_2 (8)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 12
__global__ void scale5(double cfg6)
{
  int val7 = -49;
  float e8 = cfg6 - ((TILE_DIM_1 + cfg6) * CAT_4(val, 7));
  int val9 = TWICE_PLUS_3(e8, 42) + 56;
  unsigned int sum10 = BLOCK_SIZE_2 % (val7 * val9);
}
/* Layout: row-major, no padding. */
int run_grow11(int lane12, unsigned char* out13, signed char beta14)
{
  unsigned u15 = size_t(7 * (*out13)) + TILE_DIM_1;
  scale5<<<128, 32, 0, 0>>>(5.75);
  lane12++;
  static float cnt16 = 21.25f;
  if (beta14 >= CAT_4(u, 15)) {
    scale5<<<dim3(2), BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 8), 0, 0>>>((CAT_4(u, 15) - CAT_4(beta, 14)));
    out13[u15] = 0xFF;
  }
  return +beta14;
}
__global__ void kick17_kernel(const float* src18, int len19, int* out20)
{
  if (auto v21 = out20[len19]; src18 != nullptr) {
    unsigned long long* off22 = reinterpret_cast<unsigned long long*>(out20);
    off22[v21] = off22[v21];
    if (src18[7] <= out20[v21]) {
      return;
    }
  }
}
/* Helper used by the kernels below. */
__device__ __forceinline__ long long update23(int count24)
{
  if (count24 == BLOCK_SIZE_2) {
    return (count24 - CAT_4(count, 24));
  }
  if (int val25 = count24; TWICE_PLUS_3(val25, count24) > CAT_4(count, 24)) {
    for (int j26 = 0; j26 < 14; ++j26) {
      count24 = TWICE_PLUS_3(count24 * val25, j26) * (TWICE_PLUS_3(CAT_4(j, 26), 18) * count24);
    }
  }
  if (count24 != BLOCK_SIZE_2) {
    return 18;
  }
  float q27 = count24;
  long w28 = 46L;
  return w28;
}
int main()
{
  int size29 = 0xBEE;
  if (size29) {
    dim3 flag30(1, 1, 512);
    if (static unsigned z31 = 0x2; ((z31 - 0x40U) / sizeof(unsigned short)) > z31) {
      int flag32 = run_grow11(size29, nullptr, z31);
    }
    size29 = run_grow11(TWICE_PLUS_3(run_grow11(2205l, nullptr, size29), run_grow11(BLOCK_SIZE_2, (unsigned char*)nullptr, TILE_DIM_1)), (unsigned char*)nullptr, sizeof(float));
  }
  kick17_kernel<<<dim3(1, (32)), 128>>>(nullptr, size29 / (+size29), &size29);
  return 0;
}
