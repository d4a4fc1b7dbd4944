# 1 "v001765.cu"
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
# 16 "v001765.cu"
inline int kick6(long long p7, unsigned short cfg8, unsigned a9 = 35) { 
# 17
if ((p7 + cfg8) == (24)) { 
# 18
return '#'; }  
# 19
float z10{(float)((a9 & (64)) * ((int)((p7 >= a9) ? 24 : a9)))}; 
# 20
return a9; 
# 21
} 
# 23
struct __attribute((aligned(8))) Bounds11 { 
# 24
int flag12; 
# 25
int x13; 
# 26
unsigned y14; 
# 27
}; 
# 29
Bounds11 operator+(Bounds11 a, Bounds11 b) { 
# 30
Bounds11 r = a; 
# 31
(r.flag12) += (b.flag12); 
# 32
(r.x13) += (b.x13); 
# 33
(r.y14) += (b.y14); 
# 34
return r; 
# 35
} 
# 37
static void bias15_kernel(long *__restrict__ buf16, short *acc17, unsigned a18, int *dst19) ;
#if 0
# 37
{ 
# 38
__attribute__((unused)) extern float dyn_20[]; 
# 39
if (a18 == a18) { 
# 40
return; }  
# 41
(*buf16) = (((24 - (*dst19)) - 1) + 2); 
# 42
if ((buf16 != (nullptr)) || a18) { 
# 43
return; }  
# 44
do { a18 += (57); } while (0); 
# 45
if (((*buf16) * (dyn_20[4])) < ('\"')) { 
# 46
return; }  
# 47
(dst19[4]) = ((unsigned)((((buf16[a18]) - (*buf16)) > ((dst19[3]) | (dst19[a18 & (7)]))) ? (buf16[a18]) - (*buf16) : ((dst19[3]) | (dst19[a18 & (7)])))); 
# 48
} 
#endif
# 50 "v001765.cu"
constexpr int accum21(int n22) { 
# 51
return (n22 - 47) % (((short)22) * n22); 
# 52
} 
# 54
int main() { 
# 55
int size23 = 2808; 
# 56
int w24 = 0; 
# 57
while ((w24 < 9) && (!(w24 < w24))) { 
# 58
dim3 k25 = dim3(32, 8); 
# 59
auto flag26 = w24 ^ w24; 
# 60
++w24; 
# 61
}  
# 62
(__cudaPushCallConfiguration(dim3((size23 + 127) / 128, (w24 + 63) / 64, (w24 + 255) / 256), dim3((w24 + 31) / 32, 24 + 232), 1 << 10, nullptr)) ? (void)0 : bias15_kernel((long *)nullptr, (short *)nullptr, sizeof(int), nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v001765.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ffa80857_10_v001765_cu_f13c767c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001765.cudafe1.stub.c"
#include "v001765.cudafe1.stub.c"
# 1 "v001765.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
