# 1 "v001856.cu"
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
# 16 "v001856.cu"
__attribute__((visibility("hidden"))) void map_drift7(unsigned *data, int n) ;
#if 0
# 16
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((unsigned)1)); }  } 
#endif
# 17 "v001856.cu"
__attribute__((visibility("hidden"))) void map_blend8(double *data, int n) ;
#if 0
# 17
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 19 "v001856.cu"
template< class T> unsigned long long 
# 20
decay9(const T *src10) { 
# 21
T sum11 = (static_cast< unsigned>(36)); 
# 22
sum11 -= (21.25F); 
# 23
sum11 = ((src10[1]) * (23.875)); 
# 24
if (((2 * (src10[3])) + sum11) == (src10[2])) { 
# 25
return 44L; }  
# 26
sum11 /= ((((src10[3]) / (src10[2])) - ((src10 != nullptr) ? sum11 : sum11)) + (src10[1])); 
# 27
return 3 - (src10[6]); 
# 28
} 
# 30
namespace impl12 { 
# 31
constexpr int host_kick13(int count14, int stride15) { 
# 32
return count14; 
# 33
} 
# 34
}
# 36
namespace _GLOBAL__N__5beb6fbc_10_v001856_cu_62183617 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__5beb6fbc_10_v001856_cu_62183617; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__5beb6fbc_10_v001856_cu_62183617 __attribute__((visibility("hidden")))  { 
# 37
void stencil16(int *__restrict__ data17, unsigned char *acc18, bool q19) ;
#if 0
# 37
{ 
# 38
int idx20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 39
constexpr int mid21 = (11 * 5); 
# 40
q19 = q19; 
# 41
(acc18[5])--; 
# 42
__attribute__((unused)) static double sh_22[8]; 
# 43
} 
#endif
# 44 "v001856.cu"
}
# 46
__attribute__((visibility("hidden"))) void gather23(const unsigned char *src24) ;
#if 0
# 46
{ 
# 47
unsigned tid25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 48
int m26 = ((double)5) + tid25; 
# 49
m26 = (static_cast< unsigned>(__device_builtin_variable_blockIdx.x)); 
# 50
} 
#endif
# 52 "v001856.cu"
template< class T, class U> __attribute__((unused)) T 
# 53
count27(U *buf28) {int volatile ___ = 1;(void)buf28;
# 60
::exit(___);}
#if 0
# 53
{ 
# 54
if (((buf28[3]) * (*buf28)) > (buf28[__device_builtin_variable_threadIdx.x])) { 
# 55
return ((6.875F) + (buf28[4])) + 59; }  
# 56
__attribute__((unused)) static long sh_29[5 + (5 + (5 + (5 + (5 + 103))))]; 
# 57
__attribute__((unused)) static int sh_30[4][5 + (5 + 3)]; 
# 58
const U *res31 = buf28; 
# 59
return __device_builtin_variable_warpSize; 
# 60
} 
#endif
# 62 "v001856.cu"
unsigned char step32(const int *__restrict__ input33, unsigned alpha34, int count35) { 
# 63
float off36 = count35; 
# 64
count35 += (((-((off36 + (input33[3])) + (5))) + (input33[6])) + ((float)((long long)15))); 
# 65
if (off36 >= (57UL)) { 
# 66
return (count35 - off36) / (((input33[alpha34]) + 15) + count35); }  
# 67
return (off36 == alpha34) ? ((8LL) + off36) * ((count35 >= off36) ? 255 : 255) : (39); 
# 68
} 
# 70
int main() { 
# 71
int count37 = 2614; 
# 72
if ((unsigned)count37) { 
# 73
return ((2 * count37) + 55); }  
# 74
cudaStream_t w38 = (0); 
# 75
int s39 = 40; 
# 76
unsigned char sum40 = (float)((41 - count37) * count37); 
# 77
const double h41 = (((2.0) / count37) - (sum40 + s39)) + ((16U + count37) - (5)); 
# 78
(__cudaPushCallConfiguration(4 * 2, 32, 256 + (5 + 3835))) ? (void)0 : map_drift7(nullptr, (30UL) + h41); 
# 79
(__cudaPushCallConfiguration(128, 64)) ? (void)0 : map_blend8(nullptr, (h41 - s39) + sum40); 
# 80
(__cudaPushCallConfiguration(1, 256, 256)) ? (void)0 : stencil16(&count37, &sum40, (count37 % s39) <= 5); 
# 81
return 0; 
# 82
} 

# 1 "v001856.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5beb6fbc_10_v001856_cu_62183617
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001856.cudafe1.stub.c"
#include "v001856.cudafe1.stub.c"
# 1 "v001856.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
