# 1 "v000133.cu"
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
# 19 "v000133.cu"
void run_bump6(int count7, int count8 = 1875) { 
# 20
count8 = (count8 - ((15 >> count7) << (count8 + __alignof__(double)))); 
# 21
count7 = (sizeof(unsigned) / count7); 
# 22
do { int tmp_ = count8; count8 = count7; count7 = tmp_; } while (0); 
# 23
} 
# 24
enum Axis9: unsigned char { BUSY10, FAST11}; 
# 27
void accum12(int n13 = 43) { 
# 28
double f14 = (FAST11); 
# 29
int lo15[8] = {}; 
# 30
} 
# 32
namespace img16 { 
# 33
static int run_combine17(int stride18) { 
# 34
if (45 >= stride18) { 
# 35
stride18 = ((stride18 * stride18) % stride18); 
# 36
} else { 
# 37
switch (stride18) { 
# 38
case 0:  
# 39
if (static double hi19 = (21.125); hi19 > (stride18 - (-hi19))) { 
# 40
stride18 = hi19; 
# 41
hi19 = ((((10.0) - hi19) + (8)) + (stride18 * ((float)hi19))); 
# 42
}  
# 43
stride18 = (stride18 - stride18); 
# 44
break; 
# 45
}  
# 46
}  
# 47
return (stride18 + 15) + stride18; 
# 48
} 
# 50
__attribute__((visibility("hidden"))) void kick20(int len21, int stride22) ;
#if 0
# 50
{ 
# 51
unsigned i23 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
if (i23 >= stride22) { 
# 53
return; }  
# 54
len21 = (((len21 * (__device_builtin_variable_blockIdx.y)) <= len21) ? 20 : ((__device_builtin_variable_blockDim.y) + (len21 - stride22))); 
# 55
if (stride22 >= (__device_builtin_variable_blockDim.x)) { 
# 56
do { int tmp_ = len21; len21 = stride22; stride22 = tmp_; } while (0); 
# 57
const int *sum24 = (nullptr); 
# 58
}  
# 59
} 
#endif
# 61 "v000133.cu"
__attribute__((unused)) inline short decay25(unsigned beta26 = 10) {int volatile ___ = 1;(void)beta26;
# 74
::exit(___);}
#if 0
# 61
{ 
# 62
double q27(beta26 / beta26); 
# 63
switch (beta26) { 
# 64
case ((FAST11) + (FAST11)) * 3:  
# 65
case (FAST11) + 9:  
# 66
break; 
# 67
case 11:  { 
# 68
__attribute__((unused)) static unsigned long long sh_28[64]; 
# 69
break; 
# 70
} 
# 71
}  
# 72
int lo29((beta26 >= beta26) ? q27 : (50)); 
# 73
return (__device_builtin_variable_blockDim.x) + (lo29 - (FAST11)); 
# 74
} 
#endif
# 75 "v000133.cu"
}
# 77
int main() { 
# 78
int len30 = 1373; 
# 79
float prod31 = (sizeof(int)); 
# 80
(__cudaPushCallConfiguration(sizeof(float) * (2), 8 + 120)) ? (void)0 : img16::kick20(-12, 41); 
# 81
return 0; 
# 82
} 

# 1 "v000133.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__620d3052_10_v000133_cu_59140732
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000133.cudafe1.stub.c"
#include "v000133.cudafe1.stub.c"
# 1 "v000133.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
