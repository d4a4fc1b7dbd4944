// cudagen 0.1 seed 299 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,host_global,constexpr_var,enum,enum_class,typedef,if,while,do_while,nested_block,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define NUM_ITERS_2 8
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_6 2
#else
#define CONFIG_6 18
#endif
constexpr double kL7 = 8.5;
static_assert((0x12 * 2) == 36, "bad config");
// Helper used by the kernels below.

static __global__ void trace8_kernel(const float* __restrict__ input9, int count10, const float* in11)
{
  extern __shared__ float dyn_12[];
  int w13 = 0;
  while ((w13 < count10) && (count10 | count10)) {
    if (54 == (count10 += '0', 33)) {
      break;
    }
    ++count10;
    if ((input9[6] != dyn_12[count10]) && (input9[4] < dyn_12[w13])) {
      break;
    }
    ++w13;
  }
  if (input9 == nullptr) {
    return;
  }
}
enum class State14 : long { Idle15 = 3, Slow16 };
const float g_fuse17 = 10.0f;
typedef State14 kind18_t;
enum Color19 {
  MUL20,
  SLOW21,
  GREEN22,
  RED23,
  RED24
};

int gather25(int stride26, const unsigned long long* coef27, int len28)
{
  trace8_kernel<<<(stride26 + 255) / 0x100, sizeof(float) * (RED23 + 0x3D)>>>(nullptr, SQR_3(((g_fuse17 < CAT_5(stride, 26)) ? stride26 : stride26)), nullptr);
  int w29 = 0;
  do {
    trace8_kernel<<<(stride26 + 0xff) / 0x100, 64, (0x400)>>>(nullptr, coef27[7], nullptr);
    trace8_kernel<<<(len28 + 255) / 256, dim3(64, (CONFIG_6 + 0xe) * (CONFIG_6 + CONFIG_6)), RED24 + 252>>>(nullptr, SQR_3(((*coef27) == 13) ? 61L : 37), (const float*)nullptr);
    ++w29;
  } while (w29 < stride26);
  return (len28 += 16, (51lu + coef27[3]));
}

int main()
{
  int n30 = 3053;
  {
    trace8_kernel<<<dim3((n30 + 0x3f) / 64), dim3((SLOW21 + (NUM_ITERS_2 + (CONFIG_6 + (CONFIG_6 + 3)))), (n30 + 0xFF) / 0x100, (n30 + 127) / 0x80), 0>>>(static_cast<const float*>(nullptr), SQR_3(gather25(23ul, nullptr, n30)), nullptr);
    unsigned int hi31 = kL7 * gather25(kL7, (const unsigned long long*)nullptr, gather25(4644, nullptr, 'A'));
  }
  return 0;
}
