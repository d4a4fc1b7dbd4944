# 1 "v001259.cu"
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
# 8 "v001259.cu"
static void smooth3(double beta4, int count5, float *buf6, int *out7) ;
#if 0
# 9
{ 
# 10
int u8 = (28) * beta4; 
# 11
if (buf6 != (nullptr)) { 
# 12
return; 
# 13
}  
# 14
bool stride9 = ((u8 - (false)) - (0 + (out7[count5]))) + (true); 
# 15
} 
#endif
# 17 "v001259.cu"
namespace util10 { namespace sub11 { 
# 18
int trace12(unsigned alpha13, int *buf14) 
# 19
{ 
# 20
const unsigned h15 = (25); 
# 21
alpha13 ^= alpha13; 
# 22
if ((buf14[alpha13]) < 59) { 
# 23
return h15; 
# 24
}  
# 25
int w16 = 0; 
# 26
do { 
# 27
(*buf14) -= h15; 
# 28
double cnt17 = buf14[w16]; 
# 29
++w16; 
# 30
} while (w16 < 5); 
# 31
return (float)((19.125F) / w16); 
# 32
} 
# 33
}}
# 35
__attribute__((visibility("hidden"))) void update18(const unsigned *coef19, int len20) ;
#if 0
# 36
{ 
# 37
{ 
# 38
{ 
# 39
if (len20 > (62 + len20)) { 
# 40
int k21 = (((+len20) + util10::sub11::trace12(coef19[len20], nullptr)) < 41L) ? 51 : util10::sub11::trace12(61, nullptr); 
# 41
__attribute__((unused)) static short sh_22[6][5]; 
# 42
}  
# 43
short prod23 = util10::sub11::trace12(util10::sub11::trace12(len20, (int *)nullptr), nullptr); 
# 44
} 
# 45
} 
# 46
} 
#endif
# 48 "v001259.cu"
int main() 
# 49
{ 
# 50
int size24 = 3737; 
# 51
if ((-(-size24)) >= (__alignof__(double) + size24)) { 
# 52
if (util10::sub11::trace12(size24, nullptr) >= size24) { 
# 53
(__cudaPushCallConfiguration(4, 32, 0)) ? (void)0 : update18((const unsigned *)nullptr, 45U); 
# 54
size24 = size24; 
# 55
if ((size24 + sizeof(double)) == size24) { 
# 56
return -57L; 
# 57
}  
# 58
}  
# 59
}  
# 60
(__cudaPushCallConfiguration(sizeof(int) * (8), sizeof(float) * (64), 0)) ? (void)0 : smooth3((16.25F), (6 - size24) - size24, nullptr, nullptr); 
# 61
return 0; 
# 62
} 

# 1 "v001259.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a2135c8c_10_v001259_cu_0a289d2b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001259.cudafe1.stub.c"
#include "v001259.cudafe1.stub.c"
# 1 "v001259.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
