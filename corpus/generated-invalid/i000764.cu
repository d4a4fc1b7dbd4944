// cudagen 0.1 seed 764 invalid:memory_space_local_in_host
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,if_else,if_init,for,pragma_unroll,do_while,goto,ternary,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_init_capture,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 36
#endif

#if (TUNE_6 * 2) >= 30 && TUNE_6 != 0
#define CONFIG_7 5
#else
#define CONFIG_7 15
#endif

__host__ __device__ long long sweep8(int len9) {
  const double stride10 = len9;
  bool x11 = stride10 > (13);
  return x11;
}

__global__ void tally12(const unsigned *coef13, int lane14, unsigned *out15) {
  extern __shared__ float dyn_16[];
  __shared__ int sh_17;
  if (sweep8(57) == coef13[3]) {
    goto done20;
  }
  sweep8(MOD8_1(sweep8(sh_17)));
  if (float tmp18{4296}; (sweep8(out15[lane14]) - ((sh_17 >= sh_17) ? dyn_16[6] : lane14)) == sweep8(*out15)) {
    dyn_16[7] = (int)(sweep8(59ul) - 4049u);
  } else {
    auto stride19 = *out15;
  }
done20:;
}

__global__ void smooth21_kernel(float *out22) {
  out22[2] = -out22[2];
  out22[1] = ((unsigned long)26) * (sweep8(out22[3]) * (out22[4]));
  (--out22[5], ((*out22) = int(((*out22) += 30, 41))));
  int r23 = (float)MOD8_1(sweep8(7LL));
}

float host_fold24(const float *coef25) {
  for (int j26 = 0; j26 < 5; ++j26) {
    unsigned char z27 = j26 - (sweep8(012) + coef25[j26]);
  }
  return (sweep8(coef25[6]) + (*coef25)) - ((long long)(*coef25));
}

__global__ void update28_kernel(unsigned char alpha29, int lane30) {
  extern __shared__ float dyn_31[];
  lane30 = (alpha29 += 22L, static_cast<float>(sweep8(dyn_31[lane30])));
  dyn_31[4] = sweep8(MOD8_1(lane30)) - MOD8_1((static_cast<int>(alpha29)));
  int iter32 = 0;
  do {
    #pragma unroll 2
    for (int it33 = 0; it33 < 16; ++it33) {
      unsigned long e34 = iter32;
    }
    ++iter32;
  } while (iter32 < lane30);
  const int tmp35 = MOD8_1(sweep8(alpha29 - 7));
}

int main() {
  int size36 = 3429;
  __shared__ int local_mem45[4];
  int iter37 = 0;
  do {
    unsigned z38[7]{40LL, static_cast<unsigned int>(size36), 26, 4, 3U, static_cast<unsigned int>(' '), 43};
    auto lam44 = [base39 = sweep8(z38[2])](int x40, int x41) -> int {
      if (host_fold24((const float*)nullptr) < (x40 + base39)) {
        float v42 = 21;
      }
      unsigned val43 = (host_fold24(nullptr) + '#') - (((base39 != base39) ? base39 : x41) - ((int)sizeof(long long)));
      return x40;
    };
    lam44(iter37, iter37);
    tally12<<<2, dim3((iter37 + 255) / 256, 64, (size36 + 127) / 128), (TUNE_6 + 250) * (CONFIG_7 + 1), (cudaStream_t)0>>>(z38, sweep8(iter37) * float(z38[6]), z38);
    ++iter37;
  } while (iter37 < (2 * 2));
  size36 = 32 + iter37 + (sizeof(float) / size36) + (size36 += size36, 6l);
  smooth21_kernel<<<dim3(4, (size36 + 127) / 0200, 4), 128>>>(static_cast<float*>(nullptr));
  update28_kernel<<<TUNE_6 + (CONFIG_7 + (TUNE_6 + 5)), (512)>>>(sweep8(size36) / size36, sweep8(sweep8(CONFIG_7)));
  return 0;
}
