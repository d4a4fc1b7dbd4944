// cudagen 0.1 seed 1720 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,host_global,constexpr_var,local_array,const_local,struct,struct_methods,namespace,if,if_else,if_init,compound_assign,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

struct Acc5 {
  double lo6;
  short w7;
  unsigned hi8;
  int flag9;
  __host__ __device__ void norm10(int stride11) {
    double* acc12 = (double*)nullptr;
    (hi8--, (flag9 += 61));
  }
  __host__ __device__ int scale13() const {
    return (+CAT_4(flag, 9));
  }
};
inline constexpr unsigned int BLOCK14 = 16;
static double g_tile15;

template <class T, class U>
inline __device__ void tally16(U* __restrict__ buf17, float* data18, unsigned int* buf19) {
  buf19[threadIdx.x] = buf17[1] / BLOCK14;
  (buf17[4]--, ((*buf19) = data18[0x7]));
  if (long long lo20 = BLOCK14; gridDim.x <= (1833ul + gridDim.x)) {
    if (T sum21 = data18[lo20]; HALF_2(sum21) < (gridDim.x - static_cast<unsigned short>(*buf17))) {
      (*data18)--;
      lo20++;
    }
  } else if (lo20 - 0b10011l) {}
}

namespace kern22 {
__global__ void __launch_bounds__(BLOCK14 + 240) blend23_kernel(const double* input24, unsigned int* __restrict__ out25, int stride26, float* buf27) {
  int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out25[6]++;
  float* y29 = nullptr;
  stride26--;
  __shared__ short int sh_30;
  stride26 = (MIN2_1(*input24, 0x1B) / 59) + HALF_2(i28);
}
} // namespace kern22

__host__ __device__ unsigned int mix31(double* __restrict__ out32, const float* __restrict__ coef33, int lane34) {
  double diff35[2] = {9.0, 18.0f};
  if (CAT_4(lane, 34) == (2 + (*coef33))) {
    diff35[lane34]++;
    const float idx36 = lane34 - (out32[lane34] += diff35[1], coef33[lane34]);
    (*out32) = BLOCK14;
  }
  int acc37[2]{2735ul, 54};
  return lane34;
}

constexpr int host_march38(int lane39, double alpha40) {
  lane39 += lane39;
  float lim41 = alpha40;
  return 45 * lane39;
}

int main() {
  int len42 = 2177;
  double mid43 = ((BLOCK14 + len42) - static_cast<size_t>(sizeof(int))) * 0610;
  kern22::blend23_kernel<<<dim3(BLOCK14 + BLOCK14, 1), 32, sizeof(float) * 64, nullptr>>>(&mid43, nullptr, mid43, (float*)nullptr);
  return 0x0;
}
