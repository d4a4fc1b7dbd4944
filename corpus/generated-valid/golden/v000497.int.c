# 1 "v000497.cu"
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
# 14 "v000497.cu"
__attribute__((visibility("hidden"))) void tile7_kernel(int *data8, int stride9, int stride10, double b11) ;
#if 0
# 14
{ 
# 15
int gid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 16
if (gid12 >= stride9) { 
# 17
return; 
# 18
}  
# 19
do { b11 += gid12; } while (0); 
# 20
stride10 = ((stride10 * 9UL) + (-(stride9 >> stride10))); 
# 21
int v13 = b11; 
# 22
stride10 *= stride9; 
# 23
if (((__device_builtin_variable_gridDim.z) < 12UL) || ((*data8) != gid12)) { 
# 24
return; 
# 25
}  
# 26
do { stride9 += (*data8); } while (0); 
# 27
} 
#endif
# 28 "v000497.cu"
template< class T> __attribute__((unused)) int 
# 29
rank14(T b15) {int volatile ___ = 1;(void)b15;
# 35
::exit(___);}
#if 0
# 29
{ 
# 30
__attribute__((unused)) static unsigned sh_16[256]; 
# 31
const unsigned lim17 = 40U; 
# 32
(sh_16[201]) = (sh_16[190]); 
# 33
float lo18 = (sh_16[188]) / ((6) - ((sh_16[117]) - 42LL)); 
# 34
return 3580; 
# 35
} 
#endif
# 37 "v000497.cu"
__attribute__((visibility("hidden"))) void tile19(const int *coef20, int n21) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern double dyn_22[]; 
# 39
unsigned idx23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 40
if (idx23 >= n21) { 
# 41
return; 
# 42
}  
# 43
int iter24 = 0; 
# 44
do { 
# 45
if (!(n21 != (__device_builtin_variable_threadIdx.x))) { 
# 46
return; 
# 47
}  
# 48
(dyn_22[1]) *= (0.125); 
# 49
++iter24; 
# 50
} while (iter24 < n21); 
# 51
int x25 = iter24; 
# 52
++x25; 
# 53
} 
#endif
# 54 "v000497.cu"
float check_count26(int count27, int lane28) { 
# 55
if (45LL != lane28) { 
# 56
return (count27); 
# 57
}  
# 58
++count27; 
# 59
int h29 = (64UL * count27) - lane28; 
# 60
return 32; 
# 61
} 
# 62
void shade30(const float *coef31) { 
# 63
int w32 = 0; 
# 64
while ((w32 < 14) && ((47) <= (coef31[5]))) { 
# 65
int iter33 = 0; 
# 66
do { 
# 67
double res34[4] = {}; 
# 68
(res34[w32]) -= (((((11) == (coef31[iter33])) ? 4991 : w32) % 8) * 8); 
# 69
++iter33; 
# 70
} while ((iter33 < 16) && (w32 >= iter33)); 
# 71
++w32; 
# 72
}  
# 73
} 
# 74
struct Span35 { 
# 75
int val36; 
# 76
int y37, x38; 
# 77
}; 
# 78
enum class Color39: short { 
# 79
Fast40, 
# 80
Busy41, 
# 81
Off42, 
# 82
Off43, 
# 83
On44
# 84
}; 
# 85
constexpr int run_shade45(int lane46) { 
# 86
return lane46; 
# 87
} 
# 88
int main() { 
# 89
int size47 = 2382; 
# 90
if (!((size47 % 8) >= 17)) { 
# 91
(size47--), (size47 = 16); 
# 92
do { size47 += run_shade45(size47); } while (0); 
# 93
}  
# 94
Color39 mid48 = Color39::Fast40; 
# 95
(__cudaPushCallConfiguration(2, 1 << 6)) ? (void)0 : tile7_kernel(nullptr, size47, size47, check_count26(size47 + 0L, 2937)); 
# 96
(__cudaPushCallConfiguration((size47 + 31) / 32, 1 << 9)) ? (void)0 : tile19(static_cast< const int *>(nullptr), 940 + size47); 
# 97
return 0; 
# 98
} 

# 1 "v000497.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f7122e17_10_v000497_cu_52906c47
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000497.cudafe1.stub.c"
#include "v000497.cudafe1.stub.c"
# 1 "v000497.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
