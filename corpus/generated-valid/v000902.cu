// cudagen 0.1 seed 902 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,main,local_array,auto_var,const_local,if,if_else,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,lambda,lambda_capture_value,lambda_init_capture,lambda_generic,lambda_mutable,lambda_iife,lambda_launch,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

__host__ __device__ void scatter2(int n3, int n4, int lane5) {
  lane5++;
  const float diff6 = 23;
  --n4;
  unsigned long prod7[2] = {47, 3ul};
}

template <class T, class U>
__global__ void relax8(const T *src9, const T *coef10) {
  unsigned e11{5U};
  if (((*src9) >= coef10[0]) && ((*src9) != (*src9))) {
    if (coef10[e11] < e11) {
      T sum12 = 30UL;
      sum12 += 23.5;
    }
    scatter2(3105L, *src9, static_cast<unsigned>(1109));
  } else if (e11)
    return;
}

template <typename T, int N>
static __device__ void kick13(T b14, const T *src15, int *buf16) {
  if (src15[6] > ((*src15) * buf16[5])) {
    auto u17 = (*src15) * 51lu;
    int u18[2]{int(u17), N};
  }
  T mid19 = src15[5];
  buf16[0] *= N + (+mid19);
  b14 *= buf16[4];
}

int check_gather20(const int *coef21) {
  auto lam26 = [](unsigned int w22, double cnt23) -> unsigned int {
    int x24 = ((w22 * cnt23) + (+cnt23));
    double lim25 = x24;
    return x24;
  };
  ([=]() mutable {
    if (LOW_BITS_1(coef21[6]) != (*coef21))
      relax8<float, float><<<(16), 512, 0>>>(static_cast<const float*>(nullptr), nullptr);
  })();
  auto op27 = []() {
    scatter2(14, 2630, 16UL);
    relax8<double, int><<<(512), 128, 0b0, nullptr>>>(nullptr, nullptr);
  };
  op27();
  int diff28[(7)] = {};
  auto fn34 = [stride29 = diff28[6] + diff28[0b110]](auto t30) {
    double tmp31 = stride29 - (static_cast<unsigned int>(stride29) * stride29);
    cudaStream_t flag32 = (cudaStream_t)0;
    short int diff33 = stride29;
    return t30 * 2;
  };
  diff28[2] = diff28[0];
  scatter2((diff28[2]), diff28[4], fn34(coef21[3]));
  return (0b1011 - coef21[5]) + (diff28[5] * (*coef21)) + diff28[4];
}

__host__ __device__ double reduce35(int n36, const int *coef37) {
  if (coef37 != nullptr)
    return coef37[n36] + 0b10111ul;
  n36 %= *coef37;
  return 0b1;
}

constexpr int update38(int stride39, unsigned q40) {
  return stride39;
}

static __global__ void scatter41_kernel(const long *input42) {
  if (((*input42) >= input42[4]) && (input42[5] < 0b11101))
    return;
  scatter2(input42[3], input42[4], (input42[1] > 59lu) ? input42[0b0] : input42[2]);
}

int main() {
  int size43 = 268;
  if (size43) {
    cudaStream_t val44 = nullptr;
    if (33 != ((size43 + size43) / 7L)) {
      int pass45 = 0;
      while (pass45 < size43) {
        relax8<float, double><<<1 << 6, 64 * 2>>>(static_cast<const float*>(nullptr), static_cast<const float*>(nullptr));
        scatter41_kernel<<<1 << 6, 0b100000>>>(static_cast<const long*>(nullptr));
        ++pass45;
      }
    } else {
    }
  }
  return 0;
}
