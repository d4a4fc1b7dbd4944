// cudagen 0.1 seed 838 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,host_global,constexpr_var,auto_var,enum,typedef,namespace,ternary,bitwise,logical,comparison,incdec,lit_int_hex,lit_int_binary,lit_int_suffix,sizeof,macro_object,macro_function,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 3
#define TILE_DIM_3 8
#define HALF_4(x) ((x) / 2)
#define MOD8_5(x) ((x) % 8)
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef CHUNK_2
#define CHUNK_2 12
// Returns the accumulated value.
__global__ void bias7(int stride8, int stride9) {
  auto stride10 = TILE_DIM_3;
  stride8 = stride9;
}
typedef float *ptr11_t;
int g_tile12 = 0x1C;
namespace detail13 {
float host_scale14(int stride15) {
  bias7<<<(stride15 + 31) / 32, 32>>>(((stride15 <= 53UL) || (g_tile12 > g_tile12)) ? stride15 : g_tile12, MOD8_5(g_tile12) + 44l);
  stride15--;
  bias7<<<64 * 2, 512, 4096>>>((TILE_DIM_3), g_tile12);
  return (g_tile12 == stride15) ? (stride15 ^ 0x2bul) : 7;
}
enum Level16 : short { GREEN17 = 1, BLUE18, RED19 };
__global__ void __launch_bounds__((128), 4) scale20_kernel(int len21, short beta22) {
  int tmp23{len21};
  __shared__ float sh_24[(detail13::GREEN17 + 0b111) * (detail13::GREEN17 + 1)];
}
} // namespace detail13
int main() {
  int len25 = 3017;
  detail13::scale20_kernel<<<0x100, TILE_DIM_3 * 16>>>(RADIUS_1, (RADIUS_1 - g_tile12) + g_tile12);
  int cnt26 = (~(len25 + len25)) + len25;
  detail13::scale20_kernel<<<2, CHUNK_2 + 116, sizeof(int) * 64, 0>>>(RADIUS_1, 62);
  g_tile12 = 6ull;
  return 0;
}
