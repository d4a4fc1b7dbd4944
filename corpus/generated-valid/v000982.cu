// cudagen 0.1 seed 982 valid
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,shared_var,static_shared,extern_shared,host_global,local_array,auto_var,if,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_ref
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__constant__ unsigned int c_split3[2] = {62, 20u};

void scatter4(unsigned int b5, float b6, float p7)
{
  auto op10 = [&]() -> int {
    b5 = +(((unsigned)45U) - b6);
    auto flag8 = b5;
    double m9{static_cast<double>(p7)};
    return double(b5 + 23);
  };
  int *h11 = (int*)nullptr;
  signed char y12 = (('z' + (*h11)) * 0x27) << b5;
  int stride13(0x2CUL);
  stride13 = b5;
  unsigned short sum14[4] = {};
}

__global__ void probe15(float a16)
{
  int gid17 = threadIdx.x;
  int *x18 = nullptr;
  if ((gid17 + x18[0x1]) > c_split3[0b1])
    return;
  a16 = gid17 - ((int)a16);
  static __shared__ unsigned sh_19[64];
}

extern "C" __global__ void gather20_kernel(int count21, float cfg22, int lane23, double beta24)
{
  extern __shared__ double dyn_25[];
  int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (i26 >= count21)
    return;
  dyn_25[1] = (((float)1.125F) - count21) + ((count21 += dyn_25[0b0], count21) - (count21 / 10.125));
  int m27{40UL};
  m27 = (m27 * 0x3B);
  __shared__ int sh_28[128];
  sh_28[blockIdx.z] = (!(042 == (gridDim.x * threadIdx.x))) ? count21 : (cfg22 * lane23);
  signed char lim29[4]{0x13U, static_cast<signed char>(beta24), static_cast<signed char>(dyn_25[5]), -8l};
  --beta24;
}

__global__ void tile30(float q31, float alpha32)
{
  extern __shared__ size_t dyn_33[];
  int tid34 = threadIdx.x;
  alpha32 = q31;
  int k35 = dyn_33[0x3];
  k35 = 7 * ((dyn_33[k35] - dyn_33[blockIdx.y]) / (tid34 + 0b1110ull));
  k35--;
  dyn_33[1]--;
}
static long long g_grow36;
__constant__ unsigned c_update37[4] = {5, 0xb4, 1'918};

int main(void)
{
  int count38 = 0346;
  if ((-count38) < 'a')
    return g_grow36 + g_grow36;
  probe15<<<4, 1 << 9, 1 << 10>>>(g_grow36);
  scatter4(31, 2.125f, -16);
  gather20_kernel<<<0x100, 1 << 7>>>(count38 + 11 + float(g_grow36), -(-13.375f), (2), count38);
  tile30<<<(count38 + 127) / 128, 0x100, (1024), 0>>>(3.625f * g_grow36, 19.75F);
  return 0;
}
