# 1 "v001587.cu"
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
# 23 "v001587.cu"
enum Axis9: unsigned { SLOW10 = 3U, BLUE11 = 5U, SLOW12}; 
# 24
enum Color13: int { FAST14, OFF15 = 3}; 
# 26
static void smooth16(const char *coef17, float *dst18, int count19, const unsigned *in20) ;
#if 0
# 26
{ 
# 27
__attribute__((unused)) extern int dyn_21[]; 
# 28
float q22 = (16); 
# 29
__attribute__((unused)) static unsigned sh_23[32]; 
# 30
auto w24 = count19 + (-(dst18[__device_builtin_variable_threadIdx.z])); 
# 31
} 
#endif
# 33 "v001587.cu"
static void lerp25(int lane26, float beta27) ;
#if 0
# 33
{ 
# 34
__attribute__((unused)) extern double dyn_28[]; 
# 35
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 36
Color13 u30 = OFF15; 
# 37
if (u30 != (FAST14)) { 
# 38
goto finish35; 
# 39
}  
# 40
for (int i31 = 0; i31 < 9; i31++) { 
# 41
for (int j32 = 0, j33 = 5; j32 < j33; (++j32), (--j33)) { 
# 42
if (((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockIdx.x)) == beta27) { 
# 43
lane26 -= (j33 + (SLOW12)); 
# 44
int idx34 = 34; 
# 45
}  
# 46
}  
# 47
}  
# 48
finish35:; ; 
# 49
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 51 "v001587.cu"
template< class T, int N = 2> static void 
# 52
__wrapper__device_stub_update36_kernel(T *&buf37) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 52
{ 
# 53
unsigned gid38 = __device_builtin_variable_threadIdx.x; 
# 54
for (int n39 = 11; n39 > 0; --n39) { 
# 55
switch (__device_builtin_variable_gridDim.x) { 
# 56
case 0:  
# 57
break; 
# 58
case 1 << 1:  
# 59
case sizeof(unsigned) * (OFF15):  
# 60
case 11:  
# 61
(buf37[__device_builtin_variable_threadIdx.z])++; 
# 62
break; 
# 63
}  
# 64
}  
# 65
__attribute__((unused)) static float sh_40[8]; 
# 66
if ((sh_40[1]) < (buf37[6])) { 
# 67
goto done41; 
# 68
}  
# 69
(sh_40[__device_builtin_variable_threadIdx.x]) = (buf37[0]); 
# 70
done41:; ; 
# 71
} 
#endif

#pragma GCC diagnostic pop

# 51 "v001587.cu"
template< class T, int N = 2> static void 
# 52
update36_kernel(T *buf37) {__wrapper__device_stub_update36_kernel<T,N>(buf37);
# 71
return;}
#if 0
# 52
{ 
# 53
unsigned gid38 = __device_builtin_variable_threadIdx.x; 
# 54
for (int n39 = 11; n39 > 0; --n39) { 
# 55
switch (__device_builtin_variable_gridDim.x) { 
# 56
case 0:  
# 57
break; 
# 58
case 1 << 1:  
# 59
case sizeof(unsigned) * (OFF15):  
# 60
case 11:  
# 61
(buf37[__device_builtin_variable_threadIdx.z])++; 
# 62
break; 
# 63
}  
# 64
}  
# 65
__attribute__((unused)) static float sh_40[8]; 
# 66
if ((sh_40[1]) < (buf37[6])) { 
# 67
goto done41; 
# 68
}  
# 69
(sh_40[__device_builtin_variable_threadIdx.x]) = (buf37[0]); 
# 70
done41:; ; 
# 71
} 
#endif
# 73 "v001587.cu"
int spread42(long long a43) { 
# 74
for (int it44 = 0; it44 < 8; ++it44) { 
# 75
a43++; 
# 76
do { a43 += it44; } while (0); 
# 77
}  
# 78
a43++; 
# 79
if (a43 <= a43) { 
# 80
return a43; 
# 81
}  
# 82
return a43 / a43; 
# 83
} 
# 85
int main() { 
# 86
int len45 = 609; 
# 87
do { len45 += 8; } while (0); 
# 88
--len45; 
# 89
(__cudaPushCallConfiguration((len45 + 63) / 64, 128 * 2)) ? (void)0 : smooth16(nullptr, (float *)nullptr, len45, (const unsigned *)nullptr); 
# 90
(__cudaPushCallConfiguration(((dim3)(16)), 128)) ? (void)0 : lerp25(-39, ((float)len45) * ((float)len45)); 
# 91
(__cudaPushCallConfiguration((len45 + 63) / 64, 512)) ? (void)0 : update36_kernel< unsigned, 5> (nullptr); 
# 92
return 0; 
# 93
} 

# 1 "v001587.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a759dfb6_10_v001587_cu_1265ab8f
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001587.cudafe1.stub.c"
#include "v001587.cudafe1.stub.c"
# 1 "v001587.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
