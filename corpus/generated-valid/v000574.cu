// cudagen 0.1 seed 574 valid
// features: kernel,launch,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,constant_array,shared_var,constexpr_var,if,ternary,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

__global__ void weigh3_kernel(int* acc4)
{
  float t5 = acc4[0b110];
  constexpr int x6 = 4734;
}

constexpr __device__ __host__ int grow7(int n8)
{
  n8 = 44 + n8 + n8 + n8;
  int lim9 = HALF_1((n8 - 4514) >> (n8 >> n8));
  return (HALF_1(lim9) + 62) - ((lim9 << lim9) * (lim9 / 8));
}

template <class T, int N = 8>
__device__ float spread10(const T* input11, const float* input12)
{
  unsigned int t13{411};
  T x14 = (N / ((t13 == input11[t13]) ? 2.5 : 12.625));
  if (HALF_1(CAT_2(t, 13)) != t13) {
    return N;
  }
  __shared__ double sh_15[256];
  sh_15[t13]--;
  short y16 = 15ll;
  return *input11;
}
__constant__ long c_weigh17[2] = {1};

void host_decay18(int n19, int stride20, float b21)
{
  ([=]() mutable {
    int val22 = HALF_1(HALF_1(b21) - HALF_1(n19));
  })();
  if ((stride20 * stride20) <= CAT_2(b, 21)) {
    return;
  }
  stride20 <<= ((0b101110 > n19) ? (stride20 + 39L) : (CAT_2(stride, 20) + n19)) + 22;
  if ((b21 + 57l) != 2) {
    return;
  }
  if (n19 < stride20) {
    return;
  }
}

int main()
{
  int n23 = 3276;
  weigh3_kernel<<<(2), 256>>>(nullptr);
  ++n23;
  return 0;
}
