# 1 "v002271.cu"
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
# 18 "v002271.cu"
__attribute__((visibility("hidden"))) void relax8(const float *__restrict__ in9, int stride10, int *data11) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern int dyn_12[]; 
# 21
unsigned idx13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if (idx13 >= stride10) { 
# 23
return; 
# 24
}  
# 25
int z14 = data11[__device_builtin_variable_threadIdx.y]; 
# 26
stride10++; 
# 27
float q15 = ((static_cast< unsigned>(dyn_12[3])) + (__device_builtin_variable_blockDim.y)) * ((__device_builtin_variable_blockIdx.x) / (dyn_12[2])); 
# 28
} 
#endif
# 29 "v002271.cu"
__attribute__((visibility("hidden"))) void score16_kernel(unsigned long long cfg17, int *__restrict__ out18) ;
#if 0
# 30
{ 
# 31
int i19 = __device_builtin_variable_threadIdx.x; 
# 32
++(out18[7]); 
# 33
signed char u20 = (9UL); 
# 34
u20++; 
# 35
int res21 = 29; 
# 36
--(out18[u20]); 
# 37
double diff22[6] = {(-44), (9.0), (2.0)}; 
# 38
} 
#endif
# 39 "v002271.cu"
namespace _GLOBAL__N__2c8f3d9e_10_v002271_cu_26598fd3 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__2c8f3d9e_10_v002271_cu_26598fd3; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__2c8f3d9e_10_v002271_cu_26598fd3 __attribute__((visibility("hidden")))  { 
# 40
static void fuse23_kernel(int stride24, const double *__restrict__ input25) ;
#if 0
# 41
{ 
# 42
int idx26 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
int u27 = 25; 
# 44
--stride24; 
# 45
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 46 "v002271.cu"
template< class T, class U> static void 
# 47
__wrapper__device_stub_score28_kernel(U *&out29, T &cfg30, const float *&src31) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern long dyn_32[]; 
# 50
int idx33 = __device_builtin_variable_threadIdx.x; 
# 51
if (src31 != (nullptr)) { 
# 52
return; 
# 53
}  
# 54
T k34 = (20.75) - (*src31); 
# 55
--cfg30; 
# 56
if ((static_cast< U>(src31[7])) < idx33) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static float sh_35; 
# 60
if (((out29[idx33]) <= idx33) || (k34 != (__device_builtin_variable_blockDim.z))) { 
# 61
goto done36; 
# 62
}  
# 63
(dyn_32[idx33]) = (52); 
# 64
--cfg30; 
# 65
done36:; ; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 46 "v002271.cu"
template< class T, class U> static void 
# 47
score28_kernel(U *out29, T cfg30, const float *src31) 
# 48
{::_GLOBAL__N__2c8f3d9e_10_v002271_cu_26598fd3::__wrapper__device_stub_score28_kernel<T,U>(out29,cfg30,src31);
# 66
return;}
#if 0
# 48
{ 
# 49
__attribute__((unused)) extern long dyn_32[]; 
# 50
int idx33 = __device_builtin_variable_threadIdx.x; 
# 51
if (src31 != (nullptr)) { 
# 52
return; 
# 53
}  
# 54
T k34 = (20.75) - (*src31); 
# 55
--cfg30; 
# 56
if ((static_cast< U>(src31[7])) < idx33) { 
# 57
return; 
# 58
}  
# 59
__attribute__((unused)) static float sh_35; 
# 60
if (((out29[idx33]) <= idx33) || (k34 != (__device_builtin_variable_blockDim.z))) { 
# 61
goto done36; 
# 62
}  
# 63
(dyn_32[idx33]) = (52); 
# 64
--cfg30; 
# 65
done36:; ; 
# 66
} 
#endif
# 67 "v002271.cu"
__attribute__((unused)) short fold37(char b38) 
# 68
{int volatile ___ = 1;(void)b38;
# 77
::exit(___);}
#if 0
# 68
{ 
# 69
b38 = b38; 
# 70
int e39[5] = {}; 
# 71
b38--; 
# 72
if (((__device_builtin_variable_blockDim.x) - b38) != b38) { 
# 73
return 18L + (b38 + (e39[0])); 
# 74
}  
# 75
__attribute__((unused)) static unsigned sh_40; 
# 76
return 51UL; 
# 77
} 
#endif
# 78 "v002271.cu"
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 80
__attribute__((unused)) static int fold41(int stride42, int stride43) 
# 81
{int volatile ___ = 1;(void)stride42;(void)stride43;
# 88
::exit(___);}
#if 0
# 81
{ 
# 82
fold37(__device_builtin_variable_threadIdx.x); 
# 83
float t44[3]{(-(10.0F)), (-(11.625F)), (10.25F)}; 
# 84
unsigned h45 = fold37((t44[stride42]) / (t44[2])); 
# 85
__attribute__((unused)) static int sh_46; 
# 86
__attribute__((unused)) static unsigned sh_47[5][4]; 
# 87
return __device_builtin_variable_blockDim.z; 
# 88
} 
#endif

#pragma GCC diagnostic pop

# 89 "v002271.cu"
int main() 
# 90
{ 
# 91
int size48 = 2077; 
# 92
([off49 = 8 + size48]() { 
# 93
unsigned tmp50{(61)}; 
# 94
} )(); 
# 95
auto op54 = [=](float v51, unsigned prod52) mutable { 
# 96
unsigned idx53[5] = {}; 
# 97
prod52--; 
# 98
v51--; 
# 99
} ; typedef decltype(op54) __T0;
# 100
op54(size48, size48); 
# 101
dim3 lim55(16, 128 * 4, 128); 
# 102
size48--; 
# 103
(__cudaPushCallConfiguration(dim3((size48 + 31) / 32, 32 * 8, (size48 + 63) / 64), 128)) ? (void)0 : relax8(nullptr, size48, static_cast< int *>(nullptr)); 
# 104
(__cudaPushCallConfiguration(16 * (3 + 1), 256)) ? (void)0 : score16_kernel(128, &size48); 
# 105
(__cudaPushCallConfiguration(lim55, lim55)) ? (void)0 : fuse23_kernel(size48, nullptr); 
# 106
return 0; 
# 107
} 

# 1 "v002271.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__2c8f3d9e_10_v002271_cu_26598fd3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002271.cudafe1.stub.c"
#include "v002271.cudafe1.stub.c"
# 1 "v002271.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
