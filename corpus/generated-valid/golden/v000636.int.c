# 1 "v000636.cu"
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
# 14 "v000636.cu"
void check_scale9(const float *input10, long beta11, int n12 = 44) { 
# 15
n12 = (beta11 - (16U)); 
# 16
if (!input10) { 
# 17
return; }  
# 18
} 
# 19
int g_tally13 = (-47); 
# 21
__attribute__((visibility("hidden"))) void count14_kernel(const signed char *coef15) ;
#if 0
# 21
{ 
# 22
__attribute__((unused)) extern unsigned char dyn_16[]; 
# 23
unsigned gid17 = __device_builtin_variable_threadIdx.x; 
# 24
for (int it18 = 0; it18 < 8; it18++) { 
# 25
(dyn_16[it18]) = (gid17 % (8)); 
# 26
(dyn_16[it18]) = (dyn_16[it18]); 
# 27
}  
# 28
if (((!coef15) ? coef15[gid17] : 34UL) == gid17) { 
# 29
return; }  
# 30
if (coef15 != (nullptr)) { 
# 31
return; }  
# 32
} 
#endif
# 34 "v000636.cu"
__attribute__((visibility("hidden"))) void lerp19(int *__restrict__ data20) ;
#if 0
# 34
{ 
# 35
(data20[3]) = ((__device_builtin_variable_blockDim.x) + (-(3 + (data20[5])))); 
# 36
__attribute__((unused)) static int sh_21[8]; 
# 37
int u22 = (data20[5]) % 8; 
# 38
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 40 "v000636.cu"
__attribute__((unused)) static int merge23(const int *src24) {int volatile ___ = 1;(void)src24;
# 44
::exit(___);}
#if 0
# 40
{ 
# 41
unsigned char res25 = src24[2]; 
# 42
__attribute__((unused)) static unsigned char sh_26; 
# 43
return (((src24[3]) == ((src24[0]) + res25)) ? ((*src24) + 4) + sh_26 : (128 - res25)) + (((src24[1]) * (__device_builtin_variable_threadIdx.x)) - (sh_26 * (__device_builtin_variable_threadIdx.z))); 
# 44
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000636.cu"
constexpr long BLOCK27 = (3); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 47
template< class T, int N = 6> static void 
# 48
__wrapper__device_stub_count28(const T *&src29) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
unsigned i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
const int val31 = (1356U); 
# 51
for (int i32 = 0; i32 < 7; ++i32) { 
# 52
if (i30 <= ((__device_builtin_variable_blockIdx.x) + i30)) { 
# 53
if (src29 != nullptr) { 
# 54
return; }  
# 55
}  
# 56
}  
# 57
} 
#endif

#pragma GCC diagnostic pop

# 47 "v000636.cu"
template< class T, int N = 6> static void 
# 48
count28(const T *src29) {__wrapper__device_stub_count28<T,N>(src29);
# 57
return;}
#if 0
# 48
{ 
# 49
unsigned i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 50
const int val31 = (1356U); 
# 51
for (int i32 = 0; i32 < 7; ++i32) { 
# 52
if (i30 <= ((__device_builtin_variable_blockIdx.x) + i30)) { 
# 53
if (src29 != nullptr) { 
# 54
return; }  
# 55
}  
# 56
}  
# 57
} 
#endif
# 59 "v000636.cu"
float gather33(int lane34, char a35 = 0L) { 
# 60
if (((a35 + a35) * (a35 * a35)) < a35) { 
# 61
a35 = ((2 + lane34) - 24LL); 
# 62
if ((a35 - (26 * g_tally13)) < ((a35 + 9) + 9)) { 
# 63
lane34 = ((a35 += a35), (g_tally13 % 8)); 
# 64
int diff36 = ((9 + a35) + (20LL + g_tally13)) - ((a35 - BLOCK27) - g_tally13); 
# 65
const char *mid37 = ("C:\\dir"); 
# 66
}  
# 67
}  
# 68
return (int)20L; 
# 69
} 
# 71
int main() { 
# 72
int count38 = 3024; 
# 73
g_tally13 = 64; 
# 74
if (((count38 <= g_tally13) ? 58UL : g_tally13) <= BLOCK27) { 
# 75
return (int)33; }  
# 76
(__cudaPushCallConfiguration(dim3((BLOCK27 + (13)) * (2), 64 + 64, (g_tally13 + 127) / 128), dim3((g_tally13 + 31) / 32, 128, 64))) ? (void)0 : count14_kernel(nullptr); 
# 77
(__cudaPushCallConfiguration(256, 64 + (128 + 64), sizeof(double) * (256))) ? (void)0 : lerp19(nullptr); 
# 78
(__cudaPushCallConfiguration((count38 + 31) / 32, 64)) ? (void)0 : count28< unsigned, 6> ((const unsigned *)nullptr); 
# 79
return 0; 
# 80
} 

# 1 "v000636.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__48d6f0d8_10_v000636_cu_461ad787
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000636.cudafe1.stub.c"
#include "v000636.cudafe1.stub.c"
# 1 "v000636.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
