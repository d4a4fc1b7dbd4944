# 1 "v001594.cu"
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
# 20 "v001594.cu"
__attribute__((visibility("hidden"))) void weigh10(double alpha11) ;
#if 0
# 20
{ 
# 21
if (alpha11 == alpha11) { 
# 22
goto out13; 
# 23
}  
# 24
if (((alpha11 >= alpha11) || (alpha11 == alpha11)) || (alpha11 <= alpha11)) { 
# 25
if (!(alpha11 < alpha11)) { 
# 26
return; }  
# 27
float prod12[6] = {(23.875F)}; 
# 28
}  
# 29
if (alpha11 < (18)) { 
# 30
return; }  
# 31
out13:; ; 
# 32
} 
#endif
# 34 "v001594.cu"
__attribute__((visibility("hidden"))) void shade14_kernel(int *buf15, const float *__restrict__ src16) ;
#if 0
# 34
{ 
# 35
(*buf15) <<= (-(buf15[6])); 
# 36
(buf15[1])++; 
# 37
} 
#endif
# 38 "v001594.cu"
float g_kick17 = (34); 
# 40
constexpr int host_tally18(int n19) { 
# 41
n19 = ((+n19) / ((834 >> n19) + (n19 + n19))); 
# 42
--n19; 
# 43
return static_cast< int>(n19); 
# 44
} 
# 46
float step20(const int *coef21) { 
# 47
auto res22 = (coef21[6]) / ((coef21[5]) * 128); 
# 48
float cnt23 = (*coef21) >> res22; 
# 49
float x24 = (4); 
# 50
return (-res22) ^ ((13LL * (coef21[2])) - (29 + res22)); 
# 51
} 
# 52
enum Phase25 { HIGH26, IDLE27, MUL28, FAST29 = 5}; 
# 54
__attribute__((unused)) static inline unsigned score30(int *dst31, int len32) {int volatile ___ = 1;(void)dst31;(void)len32;
# 58
::exit(___);}
#if 0
# 54
{ 
# 55
--(*dst31); 
# 56
len32--; 
# 57
return len32; 
# 58
} 
#endif
# 60 "v001594.cu"
__attribute((always_inline)) __attribute__((unused)) inline int mix33(Phase25 b34) {int volatile ___ = 1;(void)b34;
# 70
::exit(___);}
#if 0
# 60
{ 
# 61
auto diff35 = 60UL % (b34 * sizeof(long)); 
# 62
b34 = b34; 
# 63
if ((b34 + 6LL) != diff35) { 
# 64
return 2304UL; }  
# 65
diff35 = ((24 >> (b34 ^ b34)) * 275U); 
# 66
int k36 = 29L % ((static_cast< unsigned char>(b34)) * (4U * b34)); 
# 67
static_assert((sizeof(int) == (4)), "expected value");
# 68
const int t37 = (k36 < ((k36 - 5) + b34)) ? k36 : ((k36 - 5) + b34); 
# 69
return static_cast< int>((char)(diff35 - k36)); 
# 70
} 
#endif
# 71 "v001594.cu"
typedef Phase25 kind38_t; 
# 73
constexpr int check_fuse39(int count40) { 
# 74
return 133L << ((count40 + 57) * sizeof(unsigned)); 
# 75
} 
# 77
int main() { 
# 78
int n41 = 981; 
# 79
g_kick17--; 
# 80
++g_kick17; 
# 81
const char *t42 = ("4"); 
# 82
constexpr float val43 = (16.75F); 
# 83
(__cudaPushCallConfiguration(dim3(1 << ((IDLE27) + 6), sizeof(int) * ((4 + (4 + (4 + 20))) + ((IDLE27) + (4 + 91)))), (MUL28) + ((FAST29) + 25), sizeof(double) * (128))) ? (void)0 : weigh10(((16.0F) - n41) - (((t42[1]) < g_kick17) ? t42[1] : g_kick17)); 
# 84
(__cudaPushCallConfiguration((IDLE27) + ((MUL28) + 61), dim3(sizeof(int), (4 + (4 + (4 + 20))) + ((4 + (4 + (4 + 20))) + (4 + 60)), (MUL28) + (MUL28)), sizeof(int) * (256))) ? (void)0 : shade14_kernel(static_cast< int *>(nullptr), (const float *)nullptr); 
# 85
return 0; 
# 86
} 

# 1 "v001594.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__888c59e8_10_v001594_cu_51f7ee69
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001594.cudafe1.stub.c"
#include "v001594.cudafe1.stub.c"
# 1 "v001594.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
