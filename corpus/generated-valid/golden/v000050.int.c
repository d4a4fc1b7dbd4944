# 1 "v000050.cu"
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
# 15 "v000050.cu"
class Node6 { 
# 16
float x7; 
# 17
unsigned vel8; 
# 18
int w9; 
# 20
public: Node6(float init10, unsigned init11, int b12) : x7(init10), vel8(init11), w9(b12) { } 
# 21
unsigned get13() const 
# 22
{ 
# 23
return 63; 
# 24
} 
# 25
}; 
# 26
static float d_sift14; 
# 28
static void scale15(double *acc16, const float *__restrict__ src17, long cfg18, float *__restrict__ buf19) ;
#if 0
# 29
{ 
# 30
int i20 = __device_builtin_variable_threadIdx.x; 
# 31
if (!src17) { 
# 32
goto finish27; 
# 33
}  
# 34
if (i20 >= cfg18) { 
# 35
return; 
# 36
}  
# 37
cfg18 = (__device_builtin_variable_threadIdx.x); 
# 38
for (int it21 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); it21 < cfg18; it21 += ((__device_builtin_variable_blockDim.x) * (__device_builtin_variable_gridDim.x))) { 
# 39
int sum22{(734U)}; 
# 40
if (long k23(__device_builtin_variable_blockDim.y); (22) > ((long)(sum22 >> 7))) { 
# 41
float base24 = (24.25F) * (((d_sift14 == k23) ? sum22 : 8) >> (__device_builtin_variable_threadIdx.x)); 
# 42
int y25 = 5; 
# 43
}  
# 44
__attribute__((unused)) static int sh_26[3 * 2][9]; 
# 45
}  
# 46
finish27:; ; 
# 47
} 
#endif
# 49 "v000050.cu"
void run_combine28(int count29, Node6 cfg30) 
# 50
{ 
# 51
cfg30 = Node6(count29, 63, count29); 
# 52
--count29; 
# 53
count29 >>= 6LL; 
# 54
switch ((unsigned)count29) { 
# 55
case 9:  
# 56
++count29; 
# 57
(__cudaPushCallConfiguration((count29 + 127) / 128, 63 + 1, 0)) ? (void)0 : scale15(nullptr, (const float *)nullptr, count29, (float *)nullptr); 
# 58
break; 
# 59
}  
# 60
} 
# 62
int main() 
# 63
{ 
# 64
int n31 = 440; 
# 65
n31 = n31; 
# 66
Node6 lo32((int)n31, 29, n31 - 63); 
# 67
n31 += ((((unsigned)n31) - (5)) + ((63 + n31) >> n31)); 
# 68
return 0; 
# 69
} 

# 1 "v000050.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__34a4b9b9_10_v000050_cu_d_sift14
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000050.cudafe1.stub.c"
#include "v000050.cudafe1.stub.c"
# 1 "v000050.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
