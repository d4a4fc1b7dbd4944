// cudagen 0.1 seed 1660 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,auto_var,const_local,namespace,if,for,while,do_while,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define BLOCK_SIZE_1 32

namespace ops2 {
__global__ void decay3(const unsigned int* in4, int count5, float cfg6)
{
  int tid7 = threadIdx.x;
  static __shared__ float sh_8[(16)];
  int w9 = 0;
  if (w9 == 44) {
    goto finish12;
  }
  do {
    __shared__ float sh_10;
    int sum11 = count5;
    cfg6--;
    ++w9;
  } while (w9 < tid7);
finish12:;
}

__global__ void reduce13_kernel(const int* __restrict__ coef14, double* out15, const unsigned int* __restrict__ in16)
{
  int i17 = threadIdx.x;
  if ((coef14[5] % in16[i17 & 7]) >= (0x11lu)) {
    if (((threadIdx.x % blockDim.z) != blockIdx.x) || ((i17 > 60LL) || ((*in16) != out15[0x5]))) {
      const signed char diff18 = 46u;
      auto idx19 = 2.5f;
    }
  }
}

__global__ void grow20_kernel(int len21, int lane22)
{
  lane22 = (len21 <= (702 + gridDim.x)) ? len21 : lane22;
  ++len21;
  int e23 = lane22 * ((len21 <= len21) ? (57U ^ threadIdx.x) : BLOCK_SIZE_1);
  int s24 = float(len21) - blockDim.y;
  len21--;
}
} // namespace ops2

static long long check_fuse25(int count26, double b27)
{
  if ((count26 != b27) || (b27 > BLOCK_SIZE_1)) {
    goto finish30;
  }
  count26 = b27;
  count26++;
  for (int i28 = 11; i28 > 0; --i28) {
    if ((b27 <= count26) && (count26 || (count26 >= i28))) {
      float off29 = ((!(b27 < i28)) ? (0.5f + b27) : b27) / (i28 | BLOCK_SIZE_1);
    }
    ops2::grow20_kernel<<<128, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + BLOCK_SIZE_1))), sizeof(double) * 64>>>(b27, (6 - b27) - static_cast<float>(012lu));
  }
finish30:;
  return 3631;
}

__host__ int spread31(unsigned q32, int lane33)
{
  q32 = q32;
  int pass34 = 0x0;
  while (pass34 < 11) {
    if (!((q32 != q32) && (q32 < lane33))) {
      --q32;
    }
    if ((q32 > pass34) || (BLOCK_SIZE_1 == pass34)) {
      continue;
    }
    ++pass34;
  }
  return (2 % check_fuse25(q32, lane33)) % check_fuse25(check_fuse25(lane33, lane33), (lane33 <= lane33) ? 2 : 13.625);
}

int main()
{
  int n35 = 0x23a;
  unsigned tmp36 = n35;
  for (int i37 = 0, j38 = n35; i37 < j38; (++i37, (--j38))) {
    check_fuse25(tmp36, n35);
  }
  ops2::decay3<<<(n35 + 127) / 128, (256), (4096)>>>(&tmp36, check_fuse25(n35, tmp36), 8 + (tmp36 * n35));
  spread31((n35 += n35, (32 + tmp36)), BLOCK_SIZE_1);
  ++tmp36;
  ops2::reduce13_kernel<<<0x2, BLOCK_SIZE_1 + 480>>>(nullptr, (double*)nullptr, &tmp36);
  return 0;
}
