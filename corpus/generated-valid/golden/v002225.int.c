# 1 "v002225.cu"
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
# 11 "v002225.cu"
__attribute__((visibility("hidden"))) void trace5(long long *__restrict__ data6, int count7) ;
#if 0
# 12
{ 
# 13
count7 -= count7; 
# 14
int off8{(int)count7}; 
# 15
int iter9 = 0; 
# 16
if (((*data6) == off8) && (4 >= count7)) { 
# 17
goto finish11; 
# 18
}  
# 19
do { 
# 20
if (count7 < (static_cast< unsigned long>(iter9))) { 
# 21
short h10{(60LL)}; 
# 22
}  
# 23
--(data6[count7]); 
# 24
++iter9; 
# 25
} while (iter9 < iter9); 
# 26
finish11:; ; 
# 27
} 
#endif
# 28 "v002225.cu"
static float d_drift12[32]; 
# 30
struct alignas(8) Node13 { 
# 31
float z14; 
# 32
int mass15, val16; 
# 33
unsigned char count17; 
# 34
void scale18(unsigned char lim19) 
# 35
{ 
# 36
(val16) = (static_cast< unsigned char>(61)); 
# 37
} 
# 38
}; 
# 40
Node13 operator+(Node13 a, Node13 b) 
# 41
{ 
# 42
Node13 r = a; 
# 43
(r.z14) += (b.z14); 
# 44
(r.mass15) += (b.mass15); 
# 45
(r.val16) += (b.val16); 
# 46
(r.count17) += (b.count17); 
# 47
return r; 
# 48
} 
# 50
int main() 
# 51
{ 
# 52
int size20 = 330; 
# 53
Node13 r21{(0.875F), size20, 5, static_cast< unsigned char>(size20)}; 
# 54
const char *x22 = ("x=%d"); 
# 55
(__cudaPushCallConfiguration(dim3((size20 + 127) / 128, 1), 512, 0, (cudaStream_t)0)) ? (void)0 : trace5(nullptr, (unsigned)size20); 
# 56
return 0; 
# 57
} 

# 1 "v002225.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b0d25b9_10_v002225_cu_034ebe40
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002225.cudafe1.stub.c"
#include "v002225.cudafe1.stub.c"
# 1 "v002225.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
