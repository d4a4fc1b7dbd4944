// cudagen 0.1 seed 727 invalid:used_before_set
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,if_else,while,do_while,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// NOTE: keep in sync with the host reference.

__device__ float scatter6(unsigned a7, float b8)
{
  a7 = (MIN2_1(b8, b8) * (CAT_5(a, 7) * 0x20));
  int diff9 = (b8 += b8, a7) % (a7 ^ threadIdx.y);
  diff9 = 38 - blockIdx.x;
  if (!(b8 != diff9))
    return b8;
  a7 = a7;
  return 011123lu;
}

__device__ long update10(int count11, int* buf12)
{
  if (buf12[threadIdx.x] == ((long)buf12[count11]))
    return blockDim.z + 0x4;
  constexpr char tmp13 = 61;
  int lo14[7] = {};
  float cnt15 = +count11;
  return ((0x3d + cnt15) - (blockDim.y)) + (*buf12);
}

__device__ long grow16(int len17, float q18, int lane19)
{
  if ((blockDim.x * threadIdx.x) < (+((double)lane19))) {
    if (MIN2_1(q18, -lane19) >= (lane19 << 0b110)) {
      int iter20 = 0;
      do {
        SWAP_2(int, len17, lane19);
        float hi21 = ~iter20;
        ++iter20;
      } while (iter20 < 10);
    }
  } else {
  }
  return len17 | (-(64L & threadIdx.x));
}

__global__ void __maxnreg__(128) sweep22(const unsigned char* __restrict__ in23)
{
  extern __shared__ int dyn_24[];
  int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if ((dyn_24[idx25] * 2) != threadIdx.z)
    return;
  int flag26 = (CAT_5(idx, 25) | 0x1) - (~(*in23));
  int w27 = 0x0;
  while ((w27 < 16) && (0x3e == (flag26 - blockIdx.x))) {
    dyn_24[gridDim.x] = (((int)CAT_5(flag, 26)) / 11ul);
    __shared__ int sh_28[0x1 << 4];
    ++w27;
  }
  unsigned int res29[7] = {};
}

__device__ int apply30(int n31, int len32)
{
  constexpr unsigned int k33 = 4124;
  const double* k34 = nullptr;
  float flag35 = 3619;
  unsigned y36 = MIN2_1(MIN2_1((k34[7]), threadIdx.x), (len32 += len32, MIN2_1(n31, 59ll)));
  return (25 * (*k34));
}

int check_apply37(int count38)
{
  sweep22<<<(2), 512>>>(nullptr);
  int lo39 = ((count38 * count38) - (31 ^ count38));
  if (!((lo39 + 4) >= lo39)) {
    dim3 stride40 = dim3((count38 + 255) / 0x100, 0x10 * 4, (count38 + 127) / 128);
    auto val41 = (((float)CAT_5(count, 38)));
  } else {
  }
  return ((7U * lo39) | (lo39 | count38)) - (MIN2_1(lo39, sizeof(float)) - (count38 - count38));
}

int main()
{
  int count42 = 3'203;
  int uninit44;
  count42 += uninit44;
  const float flag43 = ~(sizeof(float) - (~CAT_5(count, 42)));
  sweep22<<<(count42 + 0x3F) / 64, 512, 0, (cudaStream_t)0>>>(nullptr);
  if ((count42 != count42) && (count42 != CAT_5(count, 42)))
    return 44ULL - count42;
  return 0b0;
}
