// cudagen 0.1 seed 407 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,main,device_var,constexpr_var,const_local,if,if_else,for,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define WARPS_1 256
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
static __device__ float d_count4 = 24.5f;

__device__ void grow5(int len6)
{
  const int r7 = 38;
  if (gridDim.y) {
    return;
  }
  --len6;
  d_count4 = (WARPS_1 + len6) % (((int)blockDim.y) + 2752ul);
  len6--;
}

__global__ void __maxnreg__(32) blend8(int stride9)
{
  grow5(stride9);
  float sum10 = ((stride9 | stride9) + 2413L) / float(MIN2_2(d_count4, d_count4));
  stride9 = 596lu;
}

__global__ void __launch_bounds__(0200, 4) tile11_kernel(const int *coef12, float *__restrict__ buf13, int stride14, char *acc15)
{
  int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (gid16 >= stride14) {
    return;
  }
  for (int j17 = 5; j17 > 0; --j17) {
    ACCUM_3(acc15[gridDim.x], (MIN2_2((d_count4 += gid16, j17), 38UL)));
    if (coef12[5] != 'A') {
      (*buf13)--;
      constexpr size_t x18 = 0x17;
    } else if ((threadIdx.x - 15ul) <= gid16) {
    } else {
    }
  }
}

__host__ float host_scale19(float cfg20, double beta21, int count22)
{
  count22++;
  long long v23(WARPS_1);
  double u24 = static_cast<int>(WARPS_1 - (v23 ^ 52));
  double res25 = v23;
  blend8<<<8, sizeof(float) * 8>>>(cfg20);
  res25 = count22;
  --cfg20;
  return MIN2_2(((v23 - count22) + static_cast<unsigned char>(res25)), ((count22)));
}

int main(void)
{
  int size26 = 429;
  (size26++, (size26 = size26));
  auto lam29 = [=](int x27, size_t res28) mutable -> unsigned int {
    if ((-x27) == (U' ' * x27)) {
      res28 = 31;
    } else {
      x27 = host_scale19(host_scale19(WARPS_1 / size26, 0b10u, res28), size26, res28);
    }
    return 0x16u;
  };
  lam29(size26, WARPS_1);
  dim3 e30(1);
  if ((size26 & 1)) {
    return MIN2_2(lam29(size26, 15ul), size26);
  }
  tile11_kernel<<<dim3((size26 + 31) / 32), 256 * 2>>>(nullptr, nullptr, host_scale19(lam29(size26, size26), 59, size26 / size26), (char*)nullptr);
  return 0;
}
