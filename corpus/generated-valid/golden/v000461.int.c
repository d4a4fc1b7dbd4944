# 1 "v000461.cu"
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
# 8 "v000461.cu"
__attribute__((visibility("hidden"))) void bias3_kernel(unsigned long beta4) ;
#if 0
# 8
{ 
# 9
unsigned tid5 = __device_builtin_variable_threadIdx.x; 
# 10
if (!beta4) { 
# 11
return; 
# 12
}  
# 13
float flag6(beta4); 
# 14
beta4 = ((__device_builtin_variable_gridDim.x) >> ((__device_builtin_variable_blockDim.x) & (15))); 
# 15
constexpr int e7 = 12; 
# 16
} 
#endif
# 18 "v000461.cu"
__attribute__((visibility("hidden"))) void pivot8(const char *in9) ;
#if 0
# 18
{ 
# 19
unsigned tid10 = __device_builtin_variable_threadIdx.x; 
# 20
float off11 = (34) * tid10; 
# 21
off11 /= ((in9[3]) & 15); 
# 22
off11 /= tid10; 
# 23
--off11; 
# 24
off11 = tid10; 
# 25
--off11; 
# 26
} 
#endif
# 28 "v000461.cu"
__attribute__((visibility("hidden"))) void grow12_kernel(float p13, float a14, int *dst15, int n16) ;
#if 0
# 28
{ 
# 29
int tid17 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 30
if (tid17 >= n16) { 
# 31
return; 
# 32
}  
# 33
int iter18 = 0; 
# 34
do { 
# 35
++a14; 
# 36
++iter18; 
# 37
} while ((iter18 < 13) && (!dst15)); 
# 38
int t19 = a14; 
# 39
a14 *= (64 >> (__device_builtin_variable_threadIdx.x)); 
# 40
if (!tid17) { 
# 41
return; 
# 42
}  
# 43
int base20(a14 * ((__device_builtin_variable_threadIdx.y) % n16)); 
# 44
base20 += (base20 >> (__device_builtin_variable_blockIdx.y)); 
# 45
} 
#endif
# 47 "v000461.cu"
int accum21(char alpha22, unsigned short *data23, const float *in24) { 
# 48
int m25 = (*data23) - (static_cast< int>(62L)); 
# 49
++alpha22; 
# 50
++m25; 
# 51
alpha22 <<= m25; 
# 52
m25--; 
# 53
m25 = (53UL); 
# 54
++m25; 
# 55
return data23[4]; 
# 56
} 
# 58
template< class T> 
# 59
__attribute((noinline)) __attribute__((unused)) T scatter26(T *data27, const T *coef28) {int volatile ___ = 1;(void)data27;(void)coef28;
# 66
::exit(___);}
#if 0
# 59
{ 
# 60
if ((coef28[__device_builtin_variable_threadIdx.x]) >= (coef28[(__device_builtin_variable_threadIdx.x) & (7)])) { 
# 61
return *data27; 
# 62
}  
# 63
accum21(accum21(5, nullptr, (const float *)nullptr) - 44, nullptr, nullptr); 
# 64
int hi29 = __device_builtin_variable_gridDim.x; 
# 65
return data27[1]; 
# 66
} 
#endif
# 68 "v000461.cu"
static void sift30_kernel(int stride31) ;
#if 0
# 68
{ 
# 69
int idx32 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 70
int prod33 = stride31; 
# 71
prod33 <<= 3; 
# 72
} 
#endif
# 74 "v000461.cu"
__attribute__((visibility("hidden"))) void blend34(float cfg35, float *acc36, short b37, int *data38) ;
#if 0
# 74
{ 
# 75
int tid39 = __device_builtin_variable_threadIdx.x; 
# 76
int diff40 = (__device_builtin_variable_threadIdx.y) & (15); 
# 77
accum21(*data38, (unsigned short *)nullptr, acc36); 
# 78
if ((*data38) != 2UL) { 
# 79
return; 
# 80
}  
# 81
--(acc36[(__device_builtin_variable_threadIdx.x) & (7)]); 
# 82
} 
#endif
# 84 "v000461.cu"
int main() { 
# 85
int len41 = 3364; 
# 86
long u42 = len41; 
# 87
char hi43(len41); 
# 88
(__cudaPushCallConfiguration(16 * 4, 32, 0)) ? (void)0 : bias3_kernel(hi43 | (4357UL + u42)); 
# 89
(__cudaPushCallConfiguration(1 << 2, 1 << 9)) ? (void)0 : pivot8(&hi43); 
# 90
(__cudaPushCallConfiguration(4 * 8, 256)) ? (void)0 : grow12_kernel((1.125F), hi43 & 15, nullptr, len41 * accum21(49L, static_cast< unsigned short *>(nullptr), (const float *)nullptr)); 
# 91
return 0; 
# 92
} 

# 1 "v000461.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5029e61a_10_v000461_cu_b78a60f7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000461.cudafe1.stub.c"
#include "v000461.cudafe1.stub.c"
# 1 "v000461.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
