# 1 "v001858.cu"
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
# 16 "v001858.cu"
template< class T> int 
# 17
trace6(T p7, T *out8) { 
# 18
long off9 = 6L; 
# 19
for (int j10 = 0; j10 < 7; ++j10) { 
# 20
float stride11((6) - off9); 
# 21
T stride12 = j10; 
# 22
}  
# 23
const T lo13 = sizeof(size_t) & (off9 * (5)); 
# 24
return p7; 
# 25
} 
# 27
__attribute__((visibility("hidden"))) void warp14(int count15, int lane16, float *__restrict__ out17, int *__restrict__ dst18) ;
#if 0
# 27
{ 
# 28
lane16 = ((trace6(2U, reinterpret_cast< unsigned *>(out17))) % (((*out17) == (*dst18)) ? sizeof(long) * count15 : ((dst18[count15]) * 29L))); 
# 29
count15 = (((count15 != lane16) && (lane16 < (lane16 * count15))) ? *out17 : (dst18[lane16])); 
# 30
unsigned s19{5U}; 
# 31
} 
#endif
# 34 "v001858.cu"
struct Bounds20 { 
# 35
int y21; 
# 36
int val22; 
# 37
float sum23; 
# 38
}; 
# 40
__attribute__((unused)) double weigh24(unsigned long beta25) {int volatile ___ = 1;(void)beta25;
# 50
::exit(___);}
#if 0
# 40
{ 
# 41
trace6< long> (trace6< double> (beta25, (double *)nullptr), nullptr); 
# 42
beta25 = (51UL + (static_cast< unsigned>(beta25 + ((4 * 4) * (4 * 4))))); 
# 43
beta25++; 
# 44
{ 
# 45
beta25 = (trace6(static_cast< unsigned>(trace6(static_cast< long>(beta25), static_cast< long *>(nullptr))), static_cast< unsigned *>(nullptr))); 
# 46
--beta25; 
# 47
} 
# 48
beta25 = (beta25 + (((beta25 >= beta25) || (beta25 <= beta25)) ? static_cast< int>(beta25) : beta25)); 
# 49
return sizeof(size_t); 
# 50
} 
#endif
# 53 "v001858.cu"
__attribute__((visibility("hidden"))) void bias26_kernel(float p27, float *__restrict__ dst28) ;
#if 0
# 53
{ 
# 54
long f29 = (dst28 != (nullptr)) ? trace6< int> (trace6< float> (35, nullptr), reinterpret_cast< int *>(dst28)) : 11; 
# 55
for (int it30 = 0; it30 < (3 + 2); ++it30) { 
# 56
if (!dst28) { 
# 57
return; 
# 58
}  
# 59
int cnt31 = (trace6< unsigned> (3, reinterpret_cast< unsigned *>(dst28))) | (((3) % f29) + (((dst28[1]) += f29), it30)); 
# 60
p27 = ((((p27 += (-40L)), it30) & (it30 * it30)) & (cnt31 | f29)); 
# 61
}  
# 62
Bounds20 prod32 = {57, 6, (51)}; 
# 63
} 
#endif
# 70 "v001858.cu"
__attribute__((visibility("hidden"))) void map_bump34(double *data, int n) ;
#if 0
# 70
{ int i = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); if (i < n) { (data[i]) = ((data[i]) + ((double)1)); }  } 
#endif
# 72 "v001858.cu"
int main() { 
# 73
int n35 = 3061; 
# 74
n35 = ((4 * 4) * (4 * 4)); 
# 75
(__cudaPushCallConfiguration(1, ((dim3)((n35 + 63) / 64)))) ? (void)0 : warp14(static_cast< float>(sizeof(unsigned)), trace6(static_cast< double>(n35), static_cast< double *>(nullptr)), nullptr, &n35); 
# 76
n35 = (((23 + n35) != trace6< float> (n35, nullptr)) ? (n35 & n35) * n35 : trace6< long> (n35 - 18, nullptr)); 
# 77
(__cudaPushCallConfiguration(sizeof(int) * (128), ((dim3)(1)))) ? (void)0 : bias26_kernel(n35 - (-n35), nullptr); 
# 78
(__cudaPushCallConfiguration(sizeof(int), ((dim3)(1)))) ? (void)0 : map_bump34(nullptr, 1576); 
# 79
return 0; 
# 80
} 

# 1 "v001858.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb34188f_10_v001858_cu_3be515db
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001858.cudafe1.stub.c"
#include "v001858.cudafe1.stub.c"
# 1 "v001858.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
