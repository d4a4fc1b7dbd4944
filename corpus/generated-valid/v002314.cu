// cudagen 0.1 seed 2314 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,device_function,host_device_function,host_function,default_args,main,shared_var,constexpr_var,local_array,auto_var,namespace,if,if_else,if_init,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define BLOCK_SIZE_2 (4)
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2
__device__ void spread6(const char *input7, const short *__restrict__ input8) {
  if (!(blockIdx.x == 0b10011l)) {
    goto done10;
  }
  if (input7 != nullptr) {
    __shared__ int sh_9;
  } else {
  }
done10:;
}
__global__ void __launch_bounds__(8 * 0x10) sweep11_kernel(unsigned int q12, int *data13) {
  q12 = 27l;
  if (32 != (((*data13) * data13[0x2]) - (sizeof(unsigned int)))) {
    if (data13[5] == (q12 * 3449L)) {
      return;
    }
    q12 = 066UL * (*data13);
  } else if (((data13[0] - BLOCK_SIZE_2) - SQR_3(q12)) >= (threadIdx.y - 0xbu)) {
    int hi14[6] = {L'z'};
    q12 = hi14[blockIdx.x] + (hi14[4] >> (BLOCK_SIZE_2 + (*data13)));
    float res15[2]{0x28l, 60u};
  } else {
  }
}
namespace kern16 {
inline __host__ __device__ int decay17(char *__restrict__ buf18) {
  buf18[1] = 34 + buf18[1];
  int cnt19 = SQR_3((buf18[1] += *buf18, BLOCK_SIZE_2));
  if (int k20 = 0x23; buf18[6] * cnt19) {
    int s21 = (k20 += 050, (int(4908L) / (buf18[cnt19] + cnt19)));
  }
  constexpr int cnt22 = 1;
  if ((*buf18) > (cnt19 + cnt19)) {
    goto skip23;
  }
  buf18[cnt19] = ((cnt22 + cnt19) << (BLOCK_SIZE_2 + cnt19)) >> ((*buf18) += TILE_DIM_1, (cnt19 += TILE_DIM_1, cnt19));
skip23:;
  return cnt19;
}
void check_reduce24(int len25, int len26, int count27 = 0x1dl) {
  double m28 = SQR_3(len25) - 1.75;
  int *f29 = &len26;
  sweep11_kernel<<<(len26 + 0x3F) / 64, (TILE_DIM_1 + 448)>>>(2, &len26);
  len26 = len25 >> (len26 + count27 + sizeof(int));
  auto lim30 = len26;
}
__host__ __device__ float gather31(unsigned *__restrict__ out32, int len33, int count34) {
  unsigned base35 = 42;
  (len33++, (base35 = BLOCK_SIZE_2));
  (len33--, (base35 = base35 * (+out32[base35])));
  out32[4] = (count34 << (29 * base35)) - (*out32);
  if ((count34 == out32[6]) && (out32 != nullptr)) {
    return ((len33 >= 62) ? TILE_DIM_1 : (*out32)) + TILE_DIM_1;
  }
  int r36 = 15L;
  if (len33 <= (len33 + count34)) {
    goto skip37;
  }
  (--r36, (base35 = size_t((out32[len33] += ' ', count34))));
skip37:;
  return .5f * ((r36 - r36) * len33);
}
} // namespace kern16
int main() {
  int size38 = 2012;
  short int acc39 = '\n';
  if (int prod40 = SQR_3(acc39 + 35) - acc39; (size38 << 3) >= (prod40 / 14)) {
    if (size38) {
      acc39 = BLOCK_SIZE_2 / ((prod40 - 10UL) - (-size38));
      sweep11_kernel<<<0x200, sizeof(float) * (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 122)))>>>((acc39 += 33, BLOCK_SIZE_2), nullptr);
    }
  } else {
  }
  return 0b0;
}
