// cudagen 0.1 seed 859 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constant_array,constexpr_var,local_array,if,if_else,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,lambda,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
__constant__ float c_update7[4] = {0xe, 24.125F, 10.875f, 0x18};

template <class T, int N = 8>
__global__ void spread8_kernel(const T *coef9, double a10, int count11) {
  unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  if (tid12 >= count11) {
    return;
  }
  int acc13[7] = {};
  count11 = (acc13[count11] += coef9[tid12 & 7], (int(count11) + 3L));
  float tmp14 = (alignof(int));
}

__device__ int grow15(unsigned int *dst16) {
  constexpr float res17 = 3u;
  for (int i18 = 0, j19 = 3; i18 < j19; (++i18, (--j19))) {
    for (int j20 = 0x0, j21 = 9; j20 < j21; (++j20, (--j21))) {
      if (!dst16) {
        break;
      }
      (*dst16) = res17;
      float *m22 = reinterpret_cast<float*>(dst16);
    }
  }
  return blockDim.x;
}

__global__ void trace23_kernel(double beta24, float *data25) {
  int gid26 = threadIdx.x;
  double *s27 = (double*)nullptr;
  (*data25) *= 4.75F;
  unsigned hi28[5]{1u, 5u, static_cast<unsigned int>(0x27u), 0u, static_cast<unsigned>(gid26)};
  s27[0x2] -= LOW_BITS_2(MOD8_1((gid26 > hi28[gid26]) ? gid26 : 30));
}

void host_apply29(unsigned *buf30) {
  buf30[4] |= buf30[5] * sizeof(int);
  int flag31 = MOD8_1(buf30[5] * (0x32 + (*buf30)));
  if ((CAT_6(flag, 31) > (*buf30)) && (buf30[flag31] != flag31)) {
    goto finish33;
  }
  if (((flag31 + 0b111) / (flag31 >> 12)) <= (0x3lu * (*buf30))) {
    auto step32 = []() {};
    step32();
    if ((CAT_6(flag, 31) ? ((*buf30) * 9) : LOW_BITS_2(buf30[0x0])) >= CAT_6(flag, 31)) {
      spread8_kernel<float, 0b100><<<(32), 64, 256, nullptr>>>(nullptr, LOW_BITS_2((*buf30) + (*buf30)), (0x1 + flag31) / (2266 + flag31));
    }
  } else {
    (*buf30) = ((*buf30) * buf30[flag31]) - (+flag31);
  }
finish33:;
}

int main() {
  int count34 = 2963;
  const char *m35 = "kernel\n";
  for (int j36 = 0x0; j36 < 14; ++j36) {
    if (0x12 == (m35[1] + count34)) {
      continue;
    }
    if (m35[0] < m35[0]) {
      break;
    }
  }
  trace23_kernel<<<1, 4 * 16, 256>>>(-m35[1], nullptr);
  return 0;
}
