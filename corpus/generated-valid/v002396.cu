// cudagen 0.1 seed 2396 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,static_local,if,for,ternary,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,macro_object,macro_stringize,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 (3)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void step6(const float *input7, int len8, int n9, const float *coef10)
{
  extern __shared__ float dyn_11[];
  int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
  int y13 = dyn_11[6];
  char w14 = coef10[1];
}

__host__ __device__ int drift15(int count16 = 22ul)
{
  count16 = NUM_ITERS_1 + count16;
  unsigned char acc17 = count16;
  count16 = NUM_ITERS_1 - (int(acc17) / acc17);
  size_t m18 = acc17;
  count16 = 57;
  return m18;
}

static float run_smooth19(const float *input20, int n21, int n22 = 36ul)
{
  ACCUM_3(n21, (drift15((51) + ((*input20) + 044))));
  int tmp23 = drift15();
  const char *mid24 = STR_5(NUM_ITERS_1);
  step6<<<(n21 + 63) / 64, 512, 256>>>(input20, n22, (!input20) ? (mid24[0] - CHUNK_2) : tmp23, input20);
  tmp23 = NUM_ITERS_1;
  return 11.25f;
}

template <typename T>
__global__ void sweep25(T a26, int len27, T p28)
{
  unsigned int idx29 = threadIdx.x;
  p28 = float(NUM_ITERS_1);
  for (int j30 = 0; j30 < len27; ++j30) {
    if ((a26 + len27) >= idx29) {
      size_t w31 = drift15();
    }
    if (((blockDim.x < idx29) ? a26 : idx29) < (j30 + 34 + drift15())) {
      int hi32((41 * idx29));
      __shared__ float sh_33;
    }
  }
}

int check_grow34(unsigned char *out35, int *data36)
{
  unsigned char base37 = run_smooth19(reinterpret_cast<const float*>(out35), data36[1], *out35);
  drift15();
  sweep25<<<2, 256 * 2>>>(9.0F, (data36[base37] <= base37) ? out35[2] : 'a', static_cast<float>(6 * (*out35)));
  step6<<<32, (CHUNK_2 + 253), 256>>>(reinterpret_cast<const float*>(data36), base37, run_smooth19(nullptr, unsigned(60), drift15(2183)), reinterpret_cast<const float*>(out35));
  sweep25<<<(CHUNK_2 + 5) * (CHUNK_2 + 1), 128>>>(static_cast<int>(drift15(06461u)), data36[6], static_cast<int>(run_smooth19(reinterpret_cast<const float*>(out35), *out35, data36[5])));
  return (36 * (data36[base37] - '\x7f')) + (run_smooth19(reinterpret_cast<const float*>(out35), 'a') - run_smooth19(reinterpret_cast<const float*>(out35), base37, base37));
}

int main()
{
  int count38 = 2285;
  if (!count38) {
    sweep25<double><<<2, 512, 0>>>(count38, '\a' - (count38 + NUM_ITERS_1), run_smooth19(nullptr, 61lu) + drift15());
    static double t39 = 49;
  }
  auto fn42 = [&](int v40, unsigned int v41) {
    count38 = 'z' - count38;
    run_smooth19(nullptr, ((v40 < v41) && v41) ? count38 : v40, sizeof(float));
  };
  fn42(count38, count38);
  static char off43 = 52LL;
  count38 = drift15();
  return 0;
}
