// cudagen 0.1 seed 89 invalid:deleted_function
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,device_function,device_noinline,host_device_function,main,shared_var,host_global,constexpr_var,anon_namespace,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define BLOCK_SIZE_2 16
#define CAT_3(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48

namespace {
__host__ __device__ double sweep4(unsigned int beta5, int n6)
{
  n6 = 7ull;
  constexpr long diff7 = -39;
  return 8.0f;
}

__global__ void __launch_bounds__((64)) fuse8_kernel(const float *src9)
{
  for (int i10 = (7); i10 > 0; --i10) {
    if (!src9) {
      float tmp11(16.5f);
      const int *val12 = reinterpret_cast<const int*>(src9);
    }
  }
}

__host__ __device__ void score13(int lane14)
{
  lane14++;
  if (lane14 >= lane14) {
    return;
  }
}
} // namespace
static int g_sweep15;
int g_kick16 = 010;

template <class T, int N>
__global__ void __launch_bounds__(040 * 2) drift17_kernel(const T *input18)
{
  if (input18[1] == N) {
    return;
  }
  T cnt19 = sweep4(sweep4(sweep4(2465, 62), 57), CHUNK_1);
}

__device__ __noinline__ float shade20(double *__restrict__ dst21)
{
  unsigned long long e22 = sweep4(BLOCK_SIZE_2, 41l - (*dst21));
  if (30u <= ((unsigned int)e22)) {
    return dst21[4] + e22;
  }
  return dst21[e22];
}

__device__ int sift23(float beta24, size_t b25, const float *__restrict__ input26)
{
  constexpr int acc27 = 074;
  if ((acc27) == (*input26)) {
    int m28 = static_cast<double>(sweep4(beta24, shade20(nullptr)));
    long w29 = b25;
    int u30 = 40U >> b25;
  }
  __shared__ float sh_31;
  return +b25;
}

__device__ double clamp32(int lane33)
{
  __shared__ int sh_34;
  if ((lane33 + 2) != sh_34) {
    return (0650u | sh_34) ^ sh_34;
  }
  constexpr char x35 = 41;
  sh_34--;
  unsigned val36 = x35;
  return 16.75;
}
struct Handle_40 {
    Handle_40() = default;
    Handle_40(const Handle_40 &) = delete;
};

int main()
{
  int size37 = 3956;
  Handle_40 h_40;
  Handle_40 copy_40 = h_40;
  sweep4(g_kick16, static_cast<double>(sweep4(g_sweep15, CAT_3(size, 37))));
  g_sweep15 &= g_sweep15 + size37;
  for (int n38 = 0, j39 = size37; n38 < j39; (++n38, (--j39))) {
    g_kick16 &= BLOCK_SIZE_2;
  }
  size37 = static_cast<int>(17u);
  size37 = int(g_kick16);
  fuse8_kernel<<<(size37 + 63) / 64, BLOCK_SIZE_2 + 112>>>(static_cast<const float*>(nullptr));
  drift17_kernel<float, 8><<<CHUNK_1 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (CHUNK_1 + 368)))), BLOCK_SIZE_2 + (CHUNK_1 + 192)>>>(nullptr);
  return 0;
}
