// cudagen 0.1 seed 419 invalid:macro_too_many_args
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,enum_class,namespace,for,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SCALE_29(a, b) ((a) * (b))
#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 53
#endif
#undef TUNE_5
#define TUNE_5 8

__global__ void bump6_kernel(float cfg7)
{
  cfg7 = static_cast<size_t>(SQR_1(cfg7));
  cfg7--;
}

namespace ops8 {
__global__ void __launch_bounds__(256) smooth9_kernel(const int *input10, int n11, const float *input12)
{
  extern __shared__ float dyn_13[];
  int idx14 = threadIdx.x;
  dyn_13[threadIdx.x & 7] = 23.5f;
  for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < n11; j15 += blockDim.x * gridDim.x) {
    int r16[6]{1856u, static_cast<int>(input10[n11]), -16, idx14, j15, 8};
    n11 ^= (((j15 <= TUNE_5) || ((*input12) == (*input10))) ? 3271lu : n11) * input10[4];
  }
}
} // namespace ops8
__constant__ float c_merge17[8] = {11.25f, -45l, 1405u, 24.75F, 26, 22.5f, .5f, 3.25F};
enum class Kind18 {
  Fast19,
  Green20,
  Busy21,
  Off22,
  Red23
};

__host__ int check_gather24(size_t *__restrict__ out25)
{
  int diff26[6] = {};
  if (out25 != nullptr) {
    goto done27;
  }
  (*out25) = SQR_1(out25[1]);
done27:;
  return *out25;
}

int main()
{
  int len28 = 0x959;
  len28 = SCALE_29(len28, 2, 3);
  bump6_kernel<<<2, 256, sizeof(double) * 64, (cudaStream_t)0>>>(14.375F + len28);
  static_assert(sizeof(int) == 0x4, "bad config");
  len28 = len28;
  ops8::smooth9_kernel<<<(len28 + 127) / 128, 256, 0>>>(&len28, len28, (const float*)nullptr);
  return 0x0;
}
