// cudagen 0.1 seed 228 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,device_function,host_device_function,main,shared_var,shared_2d,extern_shared,local_array,const_local,enum_class,if,for,pragma_unroll,range_for,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

template <typename T>
__global__ void __maxnreg__(32) merge4_kernel(T beta5, T q6, int len7) {
  extern __shared__ long dyn_8[];
  const long long m9 = 37L;
  char v10[5] = {static_cast<char>(0x7f), static_cast<char>(5U - len7), '0'};
  ACCUM_1(q6, (-dyn_8[len7]));
  if (q6 >= 9) {
    goto done13;
  }
  dyn_8[len7] = 0xe78 << v10[4];
  for (const auto &v11 : v10) {
    const T *idx12 = &beta5;
  }
  len7 = (beta5 += 11.0f, (m9 * (+dyn_8[len7 & 7])));
done13:;
}

__device__ void smooth14(long long alpha15, unsigned int b16, int lane17) {
  alpha15++;
  if (21 > (~lane17)) {
    goto skip18;
  }
  if (lane17 <= b16) {
    return;
  }
  lane17 = 33 / alpha15;
  lane17 = b16;
skip18:;
}
enum class Op19 {
  Off20 = 1,
  On21,
  Busy22 = 5,
  Fast23,
  Idle24 = 12
};

__device__ size_t pack25(int stride26, int lane27) {
  #pragma unroll 4
  for (int j28 = 0, j29 = lane27; j28 < j29; (++j28, (--j29))) {
    if ((lane27 != 5) && lane27) {
      break;
    }
    stride26 = j28 >> ((j28 * 899) | ' ');
  }
  double val30[5] = {};
  if (stride26 && (stride26 == val30[0])) {
    goto skip31;
  }
  ACCUM_1(val30[2], (lane27));
skip31:;
  return val30[0x4];
}

template <class T, int N>
__global__ void __launch_bounds__(1 << 7) count32_kernel(const T *__restrict__ input33, T *out34, T p35) {
  extern __shared__ double dyn_36[];
  for (int j37 = 0; j37 < 13; ++j37) {
    __shared__ float sh_38[13][2];
  }
  int hi39 = 076;
}

__global__ void __launch_bounds__(1024) reduce40_kernel(unsigned *data41, const int *__restrict__ src42, double *data43, int *acc44) {
  (data41[3]++, (data43[3] = 35));
  char r45 = (pack25(*acc44, src42[0x2]) << (data41[3] - src42[0x7])) * src42[3];
}

__host__ __device__ int stencil46(int n47) {
  Op19 mid48 = Op19::Off20;
  if ((n47 % 50) != n47) {
    goto done49;
  }
  if (n47 <= 26UL) {
    return 11;
  }
done49:;
  return 44;
}

int main(void) {
  int size50 = 2159;
  double s51 = (8 & (size50 | size50)) - ((size50 & 24) * '0');
  merge4_kernel<unsigned><<<(256), sizeof(float) * 8>>>(stencil46(sizeof(int)), stencil46(12), size50);
  if (s51 > size50) {
    return size50 * (s51 - s51);
  }
  unsigned int mid52[3] = {0x6, 0x7u, 54};
  count32_kernel<long, 5><<<2, (040)>>>(nullptr, nullptr, size50);
  reduce40_kernel<<<16, 16 * 0x8>>>(nullptr, nullptr, &s51, &size50);
  return 0;
}
