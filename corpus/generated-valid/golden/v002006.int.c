# 1 "v002006.cu"
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
# 6 "v002006.cu"
const char *g_scatter2 = ("AB"); 
# 8
template< class T> __attribute__((unused)) float 
# 9
weigh3(T *acc4, const T *__restrict__ in5) 
# 10
{int volatile ___ = 1;(void)acc4;(void)in5;
# 19
::exit(___);}
#if 0
# 10
{ 
# 11
(acc4[__device_builtin_variable_threadIdx.x]) = (*in5); 
# 12
(acc4[__device_builtin_variable_gridDim.z])--; 
# 13
T off6 = ((21.625)); 
# 14
bool cnt7(((+(*acc4)) * ((off6 += (in5[__device_builtin_variable_warpSize])), (in5[__device_builtin_variable_blockIdx.y]))) != (1352U + (*acc4))); 
# 15
float diff8 = (-(20.0F)); 
# 16
const double res9 = cnt7; 
# 17
unsigned long h10 = (res9); 
# 18
return (2.875F); 
# 19
} 
#endif
# 20 "v002006.cu"
struct Cell11 { 
# 21
unsigned long val12; 
# 22
float x13; 
# 23
double val14; 
# 24
long long x15; 
# 25
}; 
# 26
inline Cell11 operator+(Cell11 a, Cell11 b) 
# 27
{ 
# 28
Cell11 r = a; 
# 29
(r.val12) += (b.val12); 
# 30
(r.x13) += (b.x13); 
# 31
(r.val14) += (b.val14); 
# 32
(r.x15) += (b.x15); 
# 33
return r; 
# 34
} 
# 35
int check_spread16(size_t *dst17, double q18) 
# 36
{ 
# 37
const char *diff19 = ("warp size"); 
# 38
q18++; 
# 39
long q20(31L); 
# 40
return 15; 
# 41
} 
# 42
__attribute__((visibility("hidden"))) void probe21_kernel(double *buf22) ;
#if 0
# 43
{ 
# 44
__attribute__((unused)) extern int dyn_23[]; 
# 45
int gid24 = __device_builtin_variable_threadIdx.x; 
# 46
int iter25 = 0; 
# 47
while (iter25 < 5) { 
# 48
--(buf22[5]); 
# 49
++iter25; 
# 50
}  
# 51
auto y26 = iter25; 
# 52
} 
#endif
# 53 "v002006.cu"
int main() 
# 54
{ 
# 55
int n27 = 347; 
# 56
int k28 = g_scatter2[0]; 
# 57
k28 = (47U); 
# 58
bool lim29 = n27; 
# 59
if (check_spread16((unsigned long *)nullptr, n27) < k28) { 
# 60
return -37; }  
# 61
n27 = 57; 
# 62
(__cudaPushCallConfiguration((k28 + 31) / 32, 32)) ? (void)0 : probe21_kernel(nullptr); 
# 63
return 0; 
# 64
} 

# 1 "v002006.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4eb0783c_10_v002006_cu_55bed7d7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002006.cudafe1.stub.c"
#include "v002006.cudafe1.stub.c"
# 1 "v002006.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
