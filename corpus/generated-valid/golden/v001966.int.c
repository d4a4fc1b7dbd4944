# 1 "v001966.cu"
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
# 19 "v001966.cu"
static unsigned c_pivot10[8]; 
# 20
typedef int idx11_t; 
# 22
__attribute__((visibility("hidden"))) void pivot12_kernel(float p13, unsigned *__restrict__ data14) ;
#if 0
# 23
{ 
# 24
__attribute__((unused)) extern idx11_t dyn_15[]; 
# 25
(dyn_15[4]) = ((((((data14[4]) / (7)) <= (17)) ? c_pivot10[7] : ((*data14) * (c_pivot10[1]))) > (*data14)) ? (((data14[4]) / (7)) <= (17)) ? c_pivot10[7] : ((*data14) * (c_pivot10[1])) : (*data14)); 
# 26
p13 = (dyn_15[6]); 
# 27
float res16[4] = {p13}; 
# 28
} 
#endif
# 30 "v001966.cu"
__attribute__((visibility("hidden"))) void spread17_kernel(float a18, idx11_t len19, double beta20, const unsigned char *input21) ;
#if 0
# 31
{ 
# 32
__attribute__((unused)) static unsigned sh_22[128]; 
# 33
__attribute__((unused)) static idx11_t sh_23[8 * (5 + (3 + (3 + 5)))]; 
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "v001966.cu"
template< class T, int N = 4> static void 
# 37
__wrapper__device_stub_tile24_kernel(const T *&in25, const int *&src26, const T *&src27, const T *__restrict__ &input28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_29[]; 
# 40
(dyn_29[5]) = (c_pivot10[6]); 
# 41
__attribute__((unused)) static int sh_30[32]; 
# 42
T mid31 = (+(*input28)) + (((*input28) > 1) ? *input28 : 1); 
# 43
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001966.cu"
template< class T, int N = 4> static void 
# 37
tile24_kernel(const T *in25, const int *src26, const T *src27, const T *__restrict__ input28) 
# 38
{__wrapper__device_stub_tile24_kernel<T,N>(in25,src26,src27,input28);
# 43
return;}
#if 0
# 38
{ 
# 39
__attribute__((unused)) extern float dyn_29[]; 
# 40
(dyn_29[5]) = (c_pivot10[6]); 
# 41
__attribute__((unused)) static int sh_30[32]; 
# 42
T mid31 = (+(*input28)) + (((*input28) > 1) ? *input28 : 1); 
# 43
} 
#endif
# 44 "v001966.cu"
constexpr idx11_t DEPTH32 = ((3 + 5) * ((3 + 5) * 2)); 
# 45
enum Op33 { 
# 46
GREEN34, 
# 47
RED35, 
# 48
MUL36, 
# 49
LOW37, 
# 50
ADD38
# 51
}; 
# 53
inline int bump39(int n40, unsigned a41) 
# 54
{ 
# 55
switch (a41 % (8)) { 
# 56
case ADD38:  
# 57
break; 
# 58
case 0:  
# 59
break; 
# 60
}  
# 61
a41++; 
# 62
float k42 = (1.875F); 
# 63
return ((((a41 + a41) << 3) > (5)) ? (a41 + a41) << 3 : (5)); 
# 64
} 
# 66
char sift43(double p44, idx11_t n45, int n46) 
# 67
{ 
# 68
Op33 tmp47 = ADD38; 
# 69
if ((27 != tmp47) || (n46 <= tmp47)) { 
# 70
return n45 * 51UL; 
# 71
}  
# 72
(__cudaPushCallConfiguration(((dim3)(64)), 8 * 16, DEPTH32 + (30 + (5 + 93)), (cudaStream_t)0)) ? (void)0 : tile24_kernel< unsigned, 5> (nullptr, nullptr, (const unsigned *)nullptr, static_cast< const unsigned *>(nullptr)); 
# 73
return 127L; 
# 74
} 
# 76
unsigned long run_scale48(const size_t *input49, const int *__restrict__ input50, const idx11_t *coef51) 
# 77
{ 
# 78
int iter52 = 0; 
# 79
do { 
# 80
if (iter52 == 9UL) { 
# 81
continue; 
# 82
}  
# 83
++iter52; 
# 84
} while (iter52 < 6); 
# 85
return static_cast< unsigned char>((*input49) / iter52); 
# 86
} 
# 88
int main() 
# 89
{ 
# 90
int n53 = 2572; 
# 91
int lim54 = (((n53 > 9) ? n53 : 9) > 6) ? (n53 > 9) ? n53 : 9 : 6; 
# 92
lim54++; 
# 93
cudaStream_t t55 = (nullptr); 
# 94
static_assert((25 == 25), "tile must fit");
# 95
(__cudaPushCallConfiguration((lim54 + 255) / 256, 1 << ((LOW37) + ((RED35) + (RED35))), 1024, t55)) ? (void)0 : pivot12_kernel(DEPTH32, static_cast< unsigned *>(nullptr)); 
# 96
(__cudaPushCallConfiguration(dim3((n53 + 63) / 64, 4), 3 + (DEPTH32 + (5 + ((ADD38) + 372))))) ? (void)0 : spread17_kernel(((lim54 + lim54) > (DEPTH32 / lim54)) ? lim54 + lim54 : (DEPTH32 / lim54), ((lim54 > (ADD38)) ? lim54 : (ADD38)) + n53, lim54, nullptr); 
# 97
return 0; 
# 98
} 

# 1 "v001966.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d717c6c9_10_v001966_cu_6ad9c3b4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001966.cudafe1.stub.c"
#include "v001966.cudafe1.stub.c"
# 1 "v001966.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
