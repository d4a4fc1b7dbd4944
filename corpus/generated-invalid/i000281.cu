// cudagen 0.1 seed 281 invalid:assignment_in_condition
// features: kernel,launch,launch_dim3,builtin_vars,device_function,main,device_var,shared_var,extern_shared,if,for,pragma_unroll,goto,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__device__ double d_blend3;

__global__ void kick4_kernel(int* dst5, int count6, unsigned char* data7, int stride8) {
  extern __shared__ char dyn_9[];
  signed char sum10{static_cast<signed char>(static_cast<unsigned long>(dyn_9[count6 & 7]))};
  signed char mid11 = (+(2U * dyn_9[sum10])) + (sizeof(unsigned int) * (count6 % blockIdx.x));
}

__device__ void blend12(int n13, int len14) {
  if (len14 > len14) {
    goto finish17;
  }
  ++d_blend3;
  if ((d_blend3 <= d_blend3) || (d_blend3 == n13)) {
    #pragma unroll
    for (int n15 = n13; n15 > 0; --n15) {
      for (int j16 = 0; j16 < 13; ++j16) {
        len14 = 41U;
        if ((d_blend3 / 8) != len14)
          return;
      }
    }
  }
  ++n13;
finish17:;
}

int main() {
  int n18 = 1520;
  if (n18 = 3) {
      ++n18;
  }
  kick4_kernel<<<dim3(128), dim3(128, (16), 8)>>>(static_cast<int*>(nullptr), (20lu), nullptr, 9);
  n18 = 33 & (n18 * n18);
  auto lam21 = [&](double e19, unsigned int k20) -> double {
    n18 = 5 - e19;
    kick4_kernel<<<256, dim3(2, (k20 + 63) / 64, 1)>>>(static_cast<int*>(nullptr), e19, nullptr, 30 % k20);
    return 8.75;
  };
  lam21(n18, n18);
  n18 = -4091;
  float m22 = (6 & n18);
  return 0;
}
