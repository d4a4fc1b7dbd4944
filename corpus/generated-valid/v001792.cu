// cudagen 0.1 seed 1792 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,main,device_var,constant_array,constexpr_var,typedef,namespace,if,if_else,for,pragma_unroll,while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define WARPS_1 32
#define NUM_ITERS_2 (256)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
typedef int *ptr6_t;
/* Computes one element per thread. */

__global__ void fold7(bool b8, ptr6_t out9) {
  int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
  out9[7] = WARPS_1;
  ptr6_t s11 = out9 + (gid10 & 3);
}
__constant__ float c_bump12[8] = {55, 20.75F, 19.25f, 15.0f, 21.75f, 20.875F, 3.25f, 11};
__device__ int d_sift13;
typedef long idx14_t;

__global__ void relax15(ptr6_t acc16, idx14_t b17, ptr6_t dst18, double *__restrict__ acc19) {
  unsigned i20 = threadIdx.x;
  if (i20 >= b17) {
    return;
  }
  int w21 = 0;
  while (w21 < 6) {
    (acc16[2]++, (acc19[0b100] *= dst18[threadIdx.x]));
    #pragma unroll 8
    for (int j22 = 0b0; j22 < d_sift13; j22 += 2) {
      float *u23 = (float*)nullptr;
    }
    (*acc16) += i20;
    ++w21;
  }
  int k24{1l};
  double w25 = static_cast<float>(d_sift13 - (*acc16));
}
// Returns the accumulated value.

template <class T, typename U>
__device__ int apply26(U q27) {
  unsigned int s28 = q27 + c_bump12[blockIdx.x & 7];
  if (59 == ((int)((double)s28))) {
    d_sift13 ^= (18 - threadIdx.z) * WARPS_1;
    ++q27;
  } else {
  }
  return 2666;
}
// Layout: row-major, no padding.

int check_combine29(int stride30, int stride31, double a32) {
  for (int j33 = 0, j34 = 3; j33 < j34; (++j33, (--j34))) {
    if (stride31) {
      relax15<<<dim3(2), 32, 0>>>(&stride31, a32, &stride30, (double*)nullptr);
    }
    stride30 = ~((int)(j34 + stride30));
  }
  return 1lu - stride30;
}

__global__ void count35_kernel(long long *dst36, const int *coef37, unsigned int a38) {
  unsigned long long tmp39 = ((coef37[1] - gridDim.x) * (*dst36)) + (*coef37);
  --dst36[a38 & 7];
  dst36[3] &= apply26<int, unsigned int>(41);
  apply26<idx14_t, unsigned>(apply26<long, double>(dst36[d_sift13]));
}
typedef float real40_t;

namespace ops41 {
__global__ void pack42(unsigned *__restrict__ out43, int count44, unsigned int p45) {
  unsigned r46 = (p45 | 39) - ((long)(count44 / threadIdx.y));
  r46 = (c_bump12[2] - 0b110111) - 9;
  out43[threadIdx.x & 7] *= threadIdx.x;
  p45 &= d_sift13;
  int stride47 = NUM_ITERS_2;
  r46 = static_cast<real40_t>(apply26<real40_t, int>(apply26<int, int>(out43[3])));
}
} // namespace ops41

int main() {
  int count48 = 2142;
  int pass49 = 0;
  while (pass49 < 16) {
    for (int n50 = pass49; n50 > 0b0; --n50) {
      count35_kernel<<<256, dim3(sizeof(int) * 4, sizeof(float) * WARPS_1, sizeof(unsigned int) * 2), 0b0>>>(static_cast<long long*>(nullptr), &n50, n50 + 58);
      if ((CAT_5(pass, 49) + pass49) == WARPS_1) {
        break;
      }
      ops41::pack42<<<8, (WARPS_1 + 32), sizeof(double) * 256>>>(static_cast<unsigned*>(nullptr), WARPS_1, (pass49 / pass49) * NUM_ITERS_2);
    }
    ++pass49;
  }
  fold7<<<dim3(256, (count48 + 63) / 64), 32>>>(pass49 > ((pass49 / 45UL) + (36 | pass49)), &count48);
  return 0;
}
