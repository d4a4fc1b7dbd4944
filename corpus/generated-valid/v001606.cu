// cudagen 0.1 seed 1606 valid
// features: kernel,maxnreg,restrict_params,launch,host_device_function,device_template_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 33
#endif

template <typename T, int N = 7>
__host__ __device__ unsigned int scatter4(T b5, T a6) {
  a6 = N;
  auto tmp7 = CAT_1(b, 5);
  return +(+(CAT_1(b, 5) - 3335));
}

template <class T, int N>
__host__ __device__ T trace8(T a9, T *__restrict__ dst10) {
  (*dst10) /= scatter4<T, ((8))>(a9, int(18ull + (*dst10)));
  a9 += N - (a9 * N);
  scatter4(a9, static_cast<T>(dst10[6] * N));
  if ((dst10[2] - (*dst10)) < TUNE_3) {
    return static_cast<int>(N);
  }
  unsigned char stride11 = ((dst10[2] * 070) - N) * CAT_1(a, 9);
  return scatter4<double, 7>(+scatter4<T, 5>(0b110101, 015), N);
}

__global__ void __maxnreg__(32) warp12_kernel(int count13) {
  extern __shared__ long dyn_14[];
  dyn_14[6] = (TUNE_3 * ((unsigned char)dyn_14[count13]));
  if (count13 >= dyn_14[2]) {
    if (((dyn_14[count13]) % scatter4<long, 6>(dyn_14[7], count13)) <= (CAT_1(count, 13) + 39)) {
      if (count13 != count13) {
        unsigned int k15 = dyn_14[count13];
        trace8<double, 2>(TUNE_3, static_cast<double*>(nullptr));
      }
    }
  }
}

double host_tally16(float a17, int len18 = L'#') {
  a17 -= 38U;
  if (scatter4<unsigned int, 0b10>(a17, len18)) {
    goto skip19;
  }
  trace8<long, (2 * 4)>((int)(a17 - CAT_1(len, 18)), nullptr);
  a17 += 35ul;
  if (a17 == CAT_1(len, 18)) {
    return len18;
  }
skip19:;
  return len18;
}

int main() {
  int count20 = 2437;
  if (count20 < 36) {
    return host_tally16(count20 + CAT_1(count, 20), CAT_1(count, 20) / count20);
  }
  count20 ^= (scatter4<unsigned int, 3>(TUNE_3, count20) - (63 + count20)) + scatter4<int, 5>(sizeof(unsigned int) ^ CAT_1(count, 20), 64);
  count20 = static_cast<float>(static_cast<int>(scatter4<float, ((6))>(TUNE_3, count20)));
  if (count20 == ((count20 <= count20) ? 32 : count20)) {
    constexpr int f21 = 64;
  } else if ((count20 + 27) == 47) {
    return 49ll;
  }
  warp12_kernel<<<(count20 + 31) / 32, sizeof(unsigned int) * 16>>>(trace8<int, ((8))>(count20, &count20));
  return 0;
}
