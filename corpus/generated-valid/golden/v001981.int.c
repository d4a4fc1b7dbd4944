# 1 "v001981.cu"
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
# 21 "v001981.cu"
template< class T, int N> __attribute__((unused)) T 
# 22
gather10(const T *src11) {int volatile ___ = 1;(void)src11;
# 35
::exit(___);}
#if 0
# 22
{ 
# 23
T s12 = __device_builtin_variable_gridDim.z; 
# 24
do { s12 += ((N) % (((__device_builtin_variable_gridDim.y) * (N)) % ((6) ^ (__device_builtin_variable_threadIdx.x)))); } while (0); 
# 25
do { s12 += s12; } while (0); 
# 26
--s12; 
# 27
++s12; 
# 28
__attribute__((unused)) static int sh_13[32]; 
# 29
if (((sh_13[21]) >= (src11[__device_builtin_variable_threadIdx.x])) && (s12 > (*src11))) { 
# 30
goto skip14; 
# 31
}  
# 32
s12 = ((N & (sh_13[26])) | 10); 
# 33
skip14:; ; 
# 34
return src11[(__device_builtin_variable_blockIdx.x) & (7)]; 
# 35
} 
#endif
# 36 "v001981.cu"
static int d_sift15; 
# 37
static int pack16(long long *data17, unsigned char p18, int stride19) { 
# 38
++(data17[p18]); 
# 39
p18--; 
# 40
(data17[p18]) = ((4935L + stride19) / p18); 
# 41
const char *x20 = ("a \"quoted\" )word"); 
# 42
return ((x20[1]) - p18) * (*data17); 
# 43
} 
# 44
__attribute__((visibility("hidden"))) void scatter21(unsigned long cfg22, int *acc23) ;
#if 0
# 44
{ 
# 45
__attribute__((unused)) extern size_t dyn_24[]; 
# 46
int idx25 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 47
(dyn_24[cfg22])++; 
# 48
if ((cfg22 * (31L)) <= (dyn_24[5])) { 
# 49
return; }  
# 50
cfg22 = (8); 
# 51
} 
#endif
# 52 "v001981.cu"
int main() { 
# 53
int len26 = 1573; 
# 54
len26--; 
# 55
auto idx27 = 8; 
# 56
(__cudaPushCallConfiguration((idx27 + 127) / 128, 64, sizeof(int) * (128))) ? (void)0 : scatter21(256, nullptr); 
# 57
return 0; 
# 58
} 

# 1 "v001981.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__f5f04011_10_v001981_cu_9b487438
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001981.cudafe1.stub.c"
#include "v001981.cudafe1.stub.c"
# 1 "v001981.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
