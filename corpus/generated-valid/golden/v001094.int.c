# 1 "v001094.cu"
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
# 21 "v001094.cu"
__attribute__((visibility("hidden"))) void tally5(const float *coef6, float *out7) ;
#if 0
# 21
{ 
# 22
int gid8 = __device_builtin_variable_threadIdx.x; 
# 23
(out7[gid8]) = (47); 
# 24
(out7[gid8]) = (17.125F); 
# 25
int pass9 = 0; 
# 26
if (((coef6[6]) - (coef6[pass9])) < pass9) { 
# 27
goto done10; 
# 28
}  
# 29
while (pass9 < pass9) { 
# 30
if ((pass9 + 4) == 11) { 
# 31
continue; 
# 32
}  
# 33
(out7[pass9])--; 
# 34
++pass9; 
# 35
}  
# 36
done10:; ; 
# 37
} 
#endif
# 39 "v001094.cu"
__attribute__((visibility("hidden"))) void step11(int *data12) ;
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern int dyn_13[]; 
# 41
int gid14 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(data12[gid14]) *= ((gid14 - (*data12)) / 2); 
# 43
unsigned idx15 = __device_builtin_variable_gridDim.x; 
# 44
(data12[0]) = (dyn_13[0]); 
# 45
} 
#endif
# 47 "v001094.cu"
static unsigned host_grow16(int n17, int n18 = 42) { 
# 48
(__cudaPushCallConfiguration((n18 + 127) / 128, 64)) ? (void)0 : tally5(nullptr, nullptr); 
# 49
auto step21 = [](int diff19)->double { 
# 50
dim3 lo20 = dim3((diff19 + 127) / 128, (diff19 + 127) / 128, 4 + 4); 
# 51
diff19 *= ((diff19 - diff19) / 2); 
# 52
return diff19; 
# 53
} ; typedef decltype(step21) __T0;
# 54
const char *t22 = ("x=%d_tail"); 
# 55
n17 -= 39; 
# 56
n17 = ((t22[1]) - (t22[0])); 
# 57
unsigned acc23 = +n17; 
# 58
return step21(n18 + 16L); 
# 59
} 
# 61
unsigned check_step24(int lane25, int stride26, int n27 = -45) { 
# 62
if (lane25 + stride26) { 
# 63
if ((lane25 + n27) != stride26) { 
# 64
return host_grow16(lane25) + n27; 
# 65
}  
# 66
}  
# 67
dim3 e28((lane25 + 31) / 32, sizeof(int) * (32), 2); 
# 68
n27 += n27; 
# 69
n27 >>= 6; 
# 70
return ((lane25 += lane25), 38L); 
# 71
} 
# 73
int main() { 
# 74
int size29 = 3458; 
# 75
for (int j30 = 0; j30 < size29; j30++) { 
# 76
(__cudaPushCallConfiguration(dim3(sizeof(int) * (2), (size29 + 31) / 32, 4 + 4), 256)) ? (void)0 : step11(&size29); 
# 77
(__cudaPushCallConfiguration(4, 1 << (4 + 3))) ? (void)0 : step11(nullptr); 
# 78
}  
# 79
return 0; 
# 80
} 

# 1 "v001094.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__d841c85b_10_v001094_cu_2e5970de
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001094.cudafe1.stub.c"
#include "v001094.cudafe1.stub.c"
# 1 "v001094.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
