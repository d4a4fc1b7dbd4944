// cudagen 0.1 seed 704 invalid:unterminated_string
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,enum_class,if,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 4
#else
#define CONFIG_4 18
#endif

__global__ void __launch_bounds__(0x10 * 0x2) probe5_kernel(int* dst6, unsigned int beta7, const int* __restrict__ coef8)
{
  int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
  beta7 |= ((beta7 - coef8[7]) * 37) % 23;
  dst6[blockDim.x] *= 1714;
  int pass10 = 0;
  do {
    dst6[7] = coef8[5];
    dst6[threadIdx.x] = ((gid9 + 26L) - blockIdx.y) * 061;
    if (!(1l <= pass10)) {
      break;
    }
    ++pass10;
  } while (pass10 < 2);
  if (gid9 <= dst6[5]) {
    return;
  }
}
enum struct Color11 : long { High12, Green13 };

__global__ void mix14_kernel(float a15, float* buf16)
{
  int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int acc18 = MIN2_2((+(*buf16)) + (a15 * 62L), a15);
  if ((gridDim.x > acc18) || (a15 == buf16[5])) {
    return;
  }
  int h19(acc18);
  a15 += ((unsigned)a15) << (16 * threadIdx.x * gridDim.z);
  h19++;
  unsigned cnt20 = ((buf16[gid17] == (gid17 + acc18)) ? (0x23) : threadIdx.x) - 8;
  __shared__ float sh_21[8];
}

int main()
{
  int len22 = 07071;
  const char *label25 = "unterminated;
  probe5_kernel<<<dim3((len22 + 63) / 64, CONFIG_4 + (CONFIG_4 + 56)), sizeof(float) * 128>>>(&len22, 33 + len22, &len22);
  len22 = NUM_ITERS_1 - ((len22 / 0x1) / (len22 * 1));
  int* r23 = nullptr;
  Color11 hi24 = Color11::High12;
  mix14_kernel<<<(CONFIG_4 + 60), dim3(2), 0>>>(42u, reinterpret_cast<float*>(r23));
  return 0;
}
