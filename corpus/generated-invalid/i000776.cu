// cudagen 0.1 seed 776 invalid:launch_too_few_args
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,const_local,while,do_while,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 5
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 18
#endif

#if (RADIUS_1 * 2) >= 35 && RADIUS_1 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 22
#endif
__managed__ double m_scale6[32] = {-0.5};
// Helper used by the kernels below.

__global__ void bump7(bool cfg8, const float *__restrict__ src9)
{
  extern __shared__ int dyn_10[];
  int tid11 = threadIdx.x;
  int pass12 = 0;
  do {
    m_scale6[1] += 21.0;
    m_scale6[tid11]--;
    ++pass12;
  } while (pass12 < 14);
}

inline int run_scatter13(int n14, int *acc15, int n16)
{
  const int z17 = n14;
  dim3 hi18(64, 1 << 3, 1);
  return acc15[n14];
}

int main()
{
  int n19 = 2051;
  auto stride20 = 3;
  int pass21 = 0;
  do {
    --stride20;
    int pass22 = 0;
    while (pass22 < 14) {
      n19 = run_scatter13(25, nullptr, pass22);
      stride20 = (run_scatter13(pass21, nullptr, m_scale6[n19]) < n19) ? (n19 += -19, 7) : (8 + pass21);
      ++pass22;
    }
    ++pass21;
  } while ((pass21 < (TUNE_4 + TILE_DIM_2)) && (run_scatter13(16, nullptr, stride20) < m_scale6[pass21]));
  bump7<<<2 * 2, 1 << 8>>>(CONFIG_5 > run_scatter13(run_scatter13('z', (int*)nullptr, ' '), (int*)nullptr, 56u));
  return 0;
}
