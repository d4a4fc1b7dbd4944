// cudagen 0.2 seed 770 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,static_device_function,device_template_function,main,auto_var,if,if_init,for,goto,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,sizeof,alignof,bit_field,explicit_specialization,if_constexpr,type_traits,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
float norm3(float x, float y) {
  return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

static __global__ void norm4(int* buf5) {
  int idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if constexpr (sizeof(long) == 8) {
    buf5[7] = (buf5[0] * (blockDim.z + idx6)) - (*buf5);
    if (unsigned k7{1552}; fmaxf((-22), cosf(warpSize)) > (*buf5)) {
      if constexpr (sizeof(long) == 4) {
        buf5[blockIdx.x] = int(floorf(k7 - sizeof(long)));
        double z8{50UL};
        (void)z8;
      }
    }
  }
}

template <typename T>
static __device__ short int scatter9(const T* input10) {
  if (input10[threadIdx.y] == (input10[blockIdx.x] * 074)) {
    goto finish12;
  }
  for (int n11 = 12; n11 > 0b0; --n11) {
    if ((n11 - 25) > 46) {
      continue;
    }
    if (n11 < (*input10)) {
      return (int)ceilf(alignof(int));
    }
  }
finish12:;
  return 770lu;
}
template <typename T> struct IsReal14 { static constexpr bool value = false; };
template <> struct IsReal14<float> { static constexpr bool value = true; };
template <> struct IsReal14<double> { static constexpr bool value = true; };
template <typename T>
int classify13(T v) {
  if constexpr (IsReal14<T>::value) {
    return static_cast<int>(v * 2);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}
struct Packed15 {
  signed int f0 : 5;
  unsigned int f1 : 7;
  unsigned short f2 : 8;
  bool on : 1;
};
__host__ __device__ int pack16(int x) {
  Packed15 b{};
  b.f0 = 7;
  b.f1 = 65;
  b.f2 = static_cast<unsigned>(x) & 255u;
  b.on = x > 2;
  return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + (b.on ? 1 : 0);
}
template <typename T> struct IsReal18 { static constexpr bool value = false; };
template <> struct IsReal18<float> { static constexpr bool value = true; };
template <> struct IsReal18<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify17(T v) {
  if constexpr (IsReal18<T>::value) {
    return static_cast<int>(v * 4);
  } else if constexpr (sizeof(T) == 8) {
    return static_cast<int>(v) + 3;
  } else {
    return static_cast<int>(v) + 1;
  }
}

int main() {
  int len19 = 459;
  if constexpr (sizeof(void *) == 4) {
    if (len19 && (norm3(alignof(float), 4.5F) <= len19)) {
      if (!(len19 >= 53)) {
        return static_cast<float>(floorf(29));
      }
    }
    auto hi20 = -23;
    (void)hi20;
  } else {
  }
  norm4<<<dim3(16, 2), dim3(0b1000), 0>>>(&len19);
  return 0;
}
