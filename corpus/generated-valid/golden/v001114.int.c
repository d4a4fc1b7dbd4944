# 1 "v001114.cu"
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
# 11 "v001114.cu"
static int c_sweep7; 
# 13
struct Sample8 { 
# 14
float val9; 
# 15
int hi10; 
# 16
bool x11; 
# 17
long hi12; 
# 18
}; 
# 20
__attribute__((visibility("hidden"))) void fold13_kernel(unsigned *__restrict__ acc14) ;
#if 0
# 20
{ 
# 21
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
constexpr unsigned char q16 = (11); 
# 23
__attribute__((unused)) static Sample8 sh_17[8 + 8]; 
# 24
float w18 = i15; 
# 25
--(acc14[i15]); 
# 26
if (i15 < i15) { 
# 27
goto finish19; 
# 28
}  
# 29
(acc14[(__device_builtin_variable_blockDim.z) & (7)]) -= (*acc14); 
# 30
w18++; 
# 31
w18++; 
# 32
finish19:; ; 
# 33
} 
#endif
# 35 "v001114.cu"
struct Bounds20 { 
# 36
unsigned flag21; 
# 37
float x22; 
# 38
}; 
# 40
Bounds20 operator+(Bounds20 a, Bounds20 b) { 
# 41
Bounds20 r = a; 
# 42
(r.flag21) += (b.flag21); 
# 43
(r.x22) += (b.x22); 
# 44
return r; 
# 45
} 
# 46
static_assert((sizeof(int) == (4)));
# 48
template< class T> 
# 49
struct Sample23 { 
# 50
T count24; 
# 51
T sum25; 
# 52
void scale26(unsigned u27) { 
# 53
(count24) = ((24.5F) * (count24)); 
# 54
} 
# 55
}; 
# 57
__attribute__((visibility("hidden"))) void scatter28(int *__restrict__ out29, unsigned beta30, int n31, char b32) ;
#if 0
# 57
{ 
# 58
n31 = (static_cast< double>((__device_builtin_variable_blockDim.x) + (15.5))); 
# 59
__attribute__((unused)) static unsigned sh_33[16]; 
# 60
--b32; 
# 61
if (beta30 < (34)) { 
# 62
goto done34; 
# 63
}  
# 64
if ((__device_builtin_variable_gridDim.z) >= (9)) { 
# 65
return; 
# 66
}  
# 67
beta30--; 
# 68
if (b32) { 
# 69
return; 
# 70
}  
# 71
done34:; ; 
# 72
} 
#endif
# 74 "v001114.cu"
static void grow35_kernel(float *dst36, int *__restrict__ dst37, const int *src38) ;
#if 0
# 74
{ 
# 75
__attribute__((unused)) extern int dyn_39[]; 
# 76
int tid40 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 77
int mid41 = (32U); 
# 78
if (((dyn_39[6]) + (dyn_39[__device_builtin_variable_threadIdx.y])) > 32) { 
# 79
return; 
# 80
}  
# 81
} 
#endif
# 83 "v001114.cu"
long check_filter42(const long long *__restrict__ src43, int stride44) { 
# 84
(__cudaPushCallConfiguration((stride44 + 255) / 256, 8 + 56)) ? (void)0 : fold13_kernel(nullptr); 
# 85
(__cudaPushCallConfiguration((8 + 8) * 2, 64, sizeof(int) * (64))) ? (void)0 : grow35_kernel(nullptr, &stride44, nullptr); 
# 86
return (*src43) + ((8 + stride44) / 501); 
# 87
} 
# 89
int main() { 
# 90
int n45 = 1245; 
# 91
int lim46[5] = {12}; 
# 92
(__cudaPushCallConfiguration(16, ((dim3)((n45 + 127) / 128)), 0)) ? (void)0 : scatter28((int *)nullptr, 46UL + n45, +(+n45), ((lim46[n45]) / 2) - (n45 * n45)); 
# 93
return 0; 
# 94
} 

# 1 "v001114.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__236d503f_10_v001114_cu_c_sweep7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001114.cudafe1.stub.c"
#include "v001114.cudafe1.stub.c"
# 1 "v001114.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
