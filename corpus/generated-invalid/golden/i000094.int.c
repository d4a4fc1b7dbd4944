# 1 "i000094.cu"
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
# 7 "i000094.cu"
static char host_fuse2(int stride3, int n4) { 
# 8
++stride3; 
# 9
int hi5 = (51L); 
# 10
return ((long)(56 * n4)) ^ hi5; 
# 11
} 
# 13
__attribute__((visibility("hidden"))) void update6(int n7, unsigned *data8) ;
#if 0
# 13
{ 
# 14
for (int i9 = 0; i9 < 13; ++i9) { 
# 15
float diff10 = *data8; 
# 16
{ 
# 17
diff10++; 
# 18
__attribute__((unused)) static short sh_11; 
# 19
} 
# 20
if (diff10 < (data8[0])) { 
# 21
return; 
# 22
}  
# 23
}  
# 24
} 
#endif
# 26 "i000094.cu"
template< class T> 
# 27
struct Sample12 { 
# 28
T flag13; 
# 29
}; 
# 31
int check_relax14(int *dst15, int lane16) { 
# 32
if (((dst15[5]) < lane16) || ((*dst15) == 18)) { 
# 33
return 17; 
# 34
}  
# 35
int v17 = (~(host_fuse2(dst15[lane16], dst15[lane16 & 7]))) + ((56U * lane16) + ((*dst15) - 41)); 
# 36
return 7LL; 
# 37
} 
# 39
struct Pixel18 { 
# 40
unsigned y19; 
# 41
char sum20; 
# 42
int lo21; 
# 43
}; 
# 45
struct Tile22 { 
# 46
int flag23; 
# 47
int val24, count25; 
# 48
}; 
# 50
int main() { 
# 51
int n26 = 1639; 
# 52
n26 = (n26 << (-1)); 
# 53
if ((static_cast< long long>(host_fuse2(2855L, 1575UL))) < (n26 + 46)) { 
# 54
Sample12< double>  diff27 = Sample12< double> {}; 
# 55
++(diff27.flag13); 
# 56
}  
# 57
(__cudaPushCallConfiguration(512, sizeof(int) * (128))) ? (void)0 : update6(n26 % (30 - n26), static_cast< unsigned *>(nullptr)); 
# 58
return 0; 
# 59
} 

# 1 "i000094.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a893198a_10_i000094_cu_2bcb1907
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000094.cudafe1.stub.c"
#include "i000094.cudafe1.stub.c"
# 1 "i000094.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
