# 1 "v000801.cu"
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
# 20 "v000801.cu"
enum Phase7: long { MUL8 = 2L, SLOW9}; 
# 22
namespace util10 { 
# 23
enum Kind11: unsigned { ON12, SLOW13}; 
# 24
}
# 25
enum Phase14: unsigned { RED15, GREEN16, OFF17 = 3U}; 
# 26
using real18_t = float; 
# 27
double g_decay19[] = {(15), (56), (14.375)}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 29
template< class T, int N> static void 
# 30
__wrapper__device_stub_trace20(T *&buf21) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 30
{ 
# 31
if (((buf21[1]) + 43) < (*buf21)) { 
# 32
if ((buf21[0]) >= ((*buf21) / 29U)) { 
# 33
(buf21[7]) = (buf21[7]); }  
# 34
if (bool f22 = buf21 != nullptr; !(f22 >= (OFF17))) { 
# 35
f22 = ((N * f22) != (buf21[0])); 
# 36
f22 = (!f22); 
# 37
T *e23 = buf21; 
# 38
} else { if (f22 || (!f22)) { 
# 39
} else { 
# 40
}  }  
# 41
} else { 
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic pop

# 29 "v000801.cu"
template< class T, int N> static void 
# 30
trace20(T *buf21) {__wrapper__device_stub_trace20<T,N>(buf21);
# 43
return;}
#if 0
# 30
{ 
# 31
if (((buf21[1]) + 43) < (*buf21)) { 
# 32
if ((buf21[0]) >= ((*buf21) / 29U)) { 
# 33
(buf21[7]) = (buf21[7]); }  
# 34
if (bool f22 = buf21 != nullptr; !(f22 >= (OFF17))) { 
# 35
f22 = ((N * f22) != (buf21[0])); 
# 36
f22 = (!f22); 
# 37
T *e23 = buf21; 
# 38
} else { if (f22 || (!f22)) { 
# 39
} else { 
# 40
}  }  
# 41
} else { 
# 42
}  
# 43
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 45 "v000801.cu"
template< class T, int N = 6> static void 
# 46
__wrapper__device_stub_decay24(T *&buf25, const T *__restrict__ &coef26, short &alpha27) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern size_t dyn_28[]; 
# 48
if (alpha27 > (dyn_28[alpha27])) { 
# 49
return; }  
# 50
size_t y29[3] = {static_cast< unsigned long>(*coef26)}; 
# 51
if ((*coef26) < (y29[2])) { 
# 52
return; }  
# 53
for (auto off30 : y29) { 
# 54
double tmp31 = (1.875); 
# 55
}  
# 56
const real18_t acc32 = dyn_28[alpha27 & 7]; 
# 57
} 
#endif

#pragma GCC diagnostic pop

# 45 "v000801.cu"
template< class T, int N = 6> static void 
# 46
decay24(T *buf25, const T *__restrict__ coef26, short alpha27) {__wrapper__device_stub_decay24<T,N>(buf25,coef26,alpha27);
# 57
return;}
#if 0
# 46
{ 
# 47
__attribute__((unused)) extern size_t dyn_28[]; 
# 48
if (alpha27 > (dyn_28[alpha27])) { 
# 49
return; }  
# 50
size_t y29[3] = {static_cast< unsigned long>(*coef26)}; 
# 51
if ((*coef26) < (y29[2])) { 
# 52
return; }  
# 53
for (auto off30 : y29) { 
# 54
double tmp31 = (1.875); 
# 55
}  
# 56
const real18_t acc32 = dyn_28[alpha27 & 7]; 
# 57
} 
#endif
# 58 "v000801.cu"
using ptr33_t = double *; 
# 59
static real18_t d_clamp34[32]; 
# 60
enum Kind35 { 
# 61
BLUE36, 
# 62
IDLE37, 
# 63
ADD38 = 7, 
# 64
ADD39, 
# 65
ADD40
# 66
}; 
# 68
inline int check_gather41(real18_t *out42, int n43) { 
# 69
(__cudaPushCallConfiguration((ADD39) + ((ADD39) + 48), 1 << ((GREEN16) + ((MUL8) + ((IDLE37) + 4))), ((util10::SLOW13) + (63)) * ((IDLE37) + 15), (cudaStream_t)0)) ? (void)0 : decay24(out42, (const real18_t *)nullptr, (n43 | n43) + (g_decay19[2])); 
# 70
real18_t e44 = (43); 
# 71
const char *y45 = ("tile"); 
# 72
if (!out42) { 
# 73
return (y45[1]) - ((g_decay19[0]) + (25UL)); }  
# 74
(g_decay19[n43]) = ((3) * e44); 
# 75
return g_decay19[n43]; 
# 76
} 
# 78
int main() { 
# 79
int count46 = 477; 
# 80
check_gather41((float *)nullptr, (g_decay19[count46]) + (4931)); 
# 81
count46 = (count46 >> count46); 
# 82
if (!((count46 * (g_decay19[0])) <= (GREEN16))) { 
# 83
{ 
# 84
(__cudaPushCallConfiguration(64, 512, sizeof(int) * (64), 0)) ? (void)0 : trace20< unsigned, 8> (nullptr); 
# 85
(__cudaPushCallConfiguration((count46 + 255) / 256, 1 << ((ADD38) + ((util10::SLOW13) + (GREEN16))))) ? (void)0 : trace20< float, 1> (nullptr); 
# 86
} 
# 87
}  
# 88
return 0; 
# 89
} 

# 1 "v000801.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a8abd3c1_10_v000801_cu_eabdae28
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000801.cudafe1.stub.c"
#include "v000801.cudafe1.stub.c"
# 1 "v000801.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
