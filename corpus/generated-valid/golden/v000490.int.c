# 1 "v000490.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 15 "prelude.cuh"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 16
#if 0
# 16
struct uint3 { unsigned x, y, z; }; 
#endif
# 17 "prelude.cuh"
#if 0
# 17
struct dim3 { 
# 18
unsigned x, y, z; 
# 22
}; 
#endif
# 23 "prelude.cuh"
#if 0
typedef struct CUstream_st *
# 23
cudaStream_t; 
#endif
# 24 "prelude.cuh"
extern "C" {
# 25
extern const uint3 __device_builtin_variable_threadIdx; 
# 26
extern const uint3 __device_builtin_variable_blockIdx; 
# 27
extern const dim3 __device_builtin_variable_blockDim; 
# 28
extern const dim3 __device_builtin_variable_gridDim; 
# 29
extern const int __device_builtin_variable_warpSize; 
# 30
}
# 31
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 5 "v000490.cu"
static float host_blend1(int n2) { 
# 6
if (n2 >= n2) { 
# 7
n2--; 
# 8
n2 %= (n2 - n2); 
# 9
} else { 
# 10
size_t res3[6] = {(24), (62)}; 
# 11
}  
# 12
return ((n2 += (-47)), ((n2) ? (10.75F) * n2 : n2)); 
# 13
} 
# 15
static void pack4(const double *coef5, unsigned cfg6, const long long *in7) ;
#if 0
# 15
{ 
# 16
int tid8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 17
__attribute__((unused)) static unsigned sh_9; 
# 18
int lim10 = tid8; 
# 19
sh_9 -= sizeof(double); 
# 20
} 
#endif
# 21 "v000490.cu"
const float g_update11 = (5.25F); 
# 22
static int g_fold12; 
# 24
namespace _GLOBAL__N__6ac516ae_10_v000490_cu_97f25087 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__6ac516ae_10_v000490_cu_97f25087; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__6ac516ae_10_v000490_cu_97f25087 __attribute__((visibility("hidden")))  { 
# 25
using real13_t = float; 
# 27
void norm14(int lane15, float *data16) ;
#if 0
# 27
{ 
# 28
unsigned idx17 = __device_builtin_variable_threadIdx.x; 
# 29
++lane15; 
# 30
lane15 &= 3269UL; 
# 31
lane15 = ('\''); 
# 32
int stride18[2] = {}; 
# 33
} 
#endif
# 34 "v000490.cu"
}
# 36
int run_mix19(const int *src20, int stride21, unsigned *dst22) { 
# 37
cudaStream_t m23 = (0); 
# 38
float acc24[7] = {}; 
# 39
(__cudaPushCallConfiguration(2, 1 << 5, sizeof(int) * (32), nullptr)) ? (void)0 : norm14(37 >> stride21, acc24); 
# 40
(dst22[stride21 & 7]) = (host_blend1(g_fold12)); 
# 41
(__cudaPushCallConfiguration(1 << 5, 1 << 7)) ? (void)0 : pack4(reinterpret_cast< const double *>(dst22), (src20[stride21]) ^ 15, nullptr); 
# 42
(__cudaPushCallConfiguration(2 * 2, 128 * 2)) ? (void)0 : pack4(nullptr, 21 * (g_fold12 | stride21), (const long long *)nullptr); 
# 43
return ((g_fold12 > stride21) ? -(-53LL) : (acc24[2])) + (g_fold12 - g_fold12); 
# 44
} 
# 46
static void warp25_kernel(int *dst26, float q27) ;
#if 0
# 46
{ 
# 47
constexpr int res28 = 36; 
# 48
q27 -= (35 - (dst26[3])); 
# 49
if ((!dst26) && ((__device_builtin_variable_gridDim.y) <= (__device_builtin_variable_blockIdx.y)) && ((*dst26) > (dst26[(__device_builtin_variable_blockDim.x) & (7)]))) { 
# 50
int pass29 = 0; 
# 51
do { 
# 52
if ((23) >= (__device_builtin_variable_blockIdx.y)) { 
# 53
return; 
# 54
}  
# 55
__attribute__((unused)) static int sh_30[32 * 2]; 
# 56
constexpr real13_t flag31 = (-(12.5F)); 
# 57
++pass29; 
# 58
} while (pass29 < pass29); 
# 59
} else { 
# 60
}  
# 61
} 
#endif
# 63 "v000490.cu"
int main() { 
# 64
int count32 = 4058; 
# 65
host_blend1(1); 
# 66
cudaStream_t v33 = (0); 
# 67
cudaStream_t u34 = (nullptr); 
# 68
(__cudaPushCallConfiguration(1 << 7, 64, sizeof(double) * (32), v33)) ? (void)0 : warp25_kernel(nullptr, (15.5F)); 
# 69
return 0; 
# 70
} 

# 1 "v000490.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6ac516ae_10_v000490_cu_97f25087
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000490.cudafe1.stub.c"
#include "v000490.cudafe1.stub.c"
# 1 "v000490.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
