// cudagen 0.1 seed 62 invalid:incomplete_type
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,default_args,main,shared_var,local_array,auto_var,if,switch,nested_block,ternary,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

__device__ __host__ void filter2(int *dst3, int *__restrict__ dst4)
{
  unsigned int flag5 = *dst3;
  flag5 = ((flag5 - flag5) * dst4[3]) - (flag5 * ((long long)43l));
  char f6 = dst3[flag5];
}

__host__ __device__ unsigned weigh7(unsigned cfg8, bool alpha9 = 0)
{
  auto prod10 = 0ul * (((cfg8 < 8) ? alpha9 : 056) * alpha9);
  prod10 = prod10 + alpha9 + (40u - alpha9);
  {
    if ((alpha9 - 40) <= cfg8) {
      return prod10;
    }
    alpha9 = TWICE_PLUS_1(prod10 * 16L, 2) < cfg8;
  }
  return alpha9;
}

__global__ void trace11_kernel(long *out12, char q13)
{
  int tid14 = threadIdx.x;
  double val15[7]{8.625F, 19.125, 8.0, double(*out12), double(tid14), 40, -4.75};
  switch ((val15[tid14] >= val15[1]) ? u'0' : 063ll) {
  case 3:
    break;
  }
  if ((*out12) >= q13) {
    return;
  }
  out12[tid14] = q13;
}

__global__ void reduce16_kernel(unsigned cfg17, const int *coef18, const int *src19, float cfg20)
{
  __shared__ float sh_21[16];
  sh_21[cfg17] = (TWICE_PLUS_1(sh_21[cfg17], coef18[5]) != (-(*coef18))) ? ((threadIdx.x * cfg20) - (18 + sh_21[6])) : (((coef18[cfg17] < (*coef18)) || (cfg17 > cfg20)) ? cfg17 : 3.125f);
  if (src19 != nullptr) {
    int z22 = (cfg20 += 17.f, (*src19));
  }
  double h23 = TWICE_PLUS_1(cfg20, src19[5]);
  unsigned int y24 = blockDim.y;
}

__global__ void grow25(int len26, bool a27, unsigned *__restrict__ data28)
{
  int m29[5] = {};
  switch (blockDim.x + len26) {
  case 12: {
    const float *y30 = nullptr;
    int hi31[4]{50, len26, 2827ll, 13U};
    break;
  }
  case 5:
    a27 = len26;
    break;
  case 9: {
    (--m29[4], (m29[blockIdx.x] = m29[threadIdx.x]));
    unsigned long prod32 = 'a' / TWICE_PLUS_1(len26 - data28[blockIdx.z], 5);
    break;
  }
  case (0):
    break;
  default:
    break;
  }
}
struct Opaque36;

int main()
{
  int n33 = 655;
  Opaque36 obj37;
  dim3 v34 = dim3(01000, 2);
  float *e35 = nullptr;
  reduce16_kernel<<<dim3(8), 16 * 8, 0>>>((e35[n33] += e35[1], ((*e35) * (*e35))), &n33, &n33, n33);
  trace11_kernel<<<16, dim3(1, (n33 + 63) / 64, 2 * 8), 0>>>(static_cast<long*>(nullptr), ((*e35) <= n33) ? static_cast<int>(51) : ((*e35) + 62));
  grow25<<<256, v34>>>(n33, ((*e35) += e35[n33], 1), nullptr);
  return 0;
}
