# 1 "v001606.cu"
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
# 13 "v001606.cu"
template< class T, int N = 7> unsigned 
# 14
scatter4(T b5, T a6) { 
# 15
a6 = N; 
# 16
auto tmp7 = b5; 
# 17
return +(+(b5 - 3335)); 
# 18
} 
# 20
template< class T, int N> T 
# 21
trace8(T a9, T *__restrict__ dst10) { 
# 22
(*dst10) /= scatter4< T, 8> (a9, (int)(18ULL + (*dst10))); 
# 23
a9 += (N - (a9 * N)); 
# 24
scatter4(a9, static_cast< T>((dst10[6]) * N)); 
# 25
if (((dst10[2]) - (*dst10)) < 33) { 
# 26
return static_cast< int>(N); 
# 27
}  
# 28
unsigned char stride11 = (((dst10[2]) * 56) - N) * a9; 
# 29
return scatter4< double, 7> (+scatter4< T, 5> (53, 13), N); 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void warp12_kernel(int count13) ;
#if 0
# 32
{ 
# 33
__attribute__((unused)) extern long dyn_14[]; 
# 34
(dyn_14[6]) = (33 * ((unsigned char)(dyn_14[count13]))); 
# 35
if (count13 >= (dyn_14[2])) { 
# 36
if (((dyn_14[count13]) % (scatter4< long, 6> (dyn_14[7], count13))) <= (count13 + 39)) { 
# 37
if (count13 != count13) { 
# 38
unsigned k15 = dyn_14[count13]; 
# 39
trace8< double, 2> (33, static_cast< double *>(nullptr)); 
# 40
}  
# 41
}  
# 42
}  
# 43
} 
#endif
# 45 "v001606.cu"
double host_tally16(float a17, int len18 = L'\x23') { 
# 46
a17 -= (38U); 
# 47
if (scatter4< unsigned, 2> (a17, len18)) { 
# 48
goto skip19; 
# 49
}  
# 50
trace8< long, 8> ((int)(a17 - len18), nullptr); 
# 51
a17 += (35UL); 
# 52
if (a17 == len18) { 
# 53
return len18; 
# 54
}  
# 55
skip19:; ; 
# 56
return len18; 
# 57
} 
# 59
int main() { 
# 60
int count20 = 2437; 
# 61
if (count20 < 36) { 
# 62
return host_tally16(count20 + count20, count20 / count20); 
# 63
}  
# 64
count20 ^= ((scatter4< unsigned, 3> (33, count20) - (63 + count20)) + scatter4< int, 5> (sizeof(unsigned) ^ count20, 64)); 
# 65
count20 = (static_cast< float>(static_cast< int>(scatter4< float, 6> (33, count20)))); 
# 66
if (count20 == ((count20 <= count20) ? 32 : count20)) { 
# 67
constexpr int f21 = 64; 
# 68
} else { if ((count20 + 27) == 47) { 
# 69
return 49LL; 
# 70
}  }  
# 71
(__cudaPushCallConfiguration((count20 + 31) / 32, sizeof(unsigned) * (16))) ? (void)0 : warp12_kernel(trace8< int, 8> (count20, &count20)); 
# 72
return 0; 
# 73
} 

# 1 "v001606.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a90181bc_10_v001606_cu_a4e68d5c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001606.cudafe1.stub.c"
#include "v001606.cudafe1.stub.c"
# 1 "v001606.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
