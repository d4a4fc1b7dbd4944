# 1 "v001534.cu"
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
# 8 "v001534.cu"
__attribute__((visibility("hidden"))) void sift3_kernel(int *data4, const double *__restrict__ coef5) ;
#if 0
# 8
{ 
# 9
int i6 = __device_builtin_variable_threadIdx.x; 
# 10
switch (*data4) { 
# 11
case 10:  
# 12
break; 
# 13
case 6:  
# 14
break; 
# 15
case 4:  { 
# 16
unsigned *acc7 = reinterpret_cast< unsigned *>(data4); 
# 17
break; 
# 18
} 
# 19
default:  
# 20
if ((20) != (*coef5)) { 
# 21
break; 
# 22
}  
# 23
break; 
# 24
}  
# 25
long f8 = i6; 
# 26
} 
#endif
# 29 "v001534.cu"
template< class T, class U> __attribute__((unused)) T 
# 30
count9(T cfg10, const U *__restrict__ input11) {int volatile ___ = 1;(void)cfg10;(void)input11;
# 35
::exit(___);}
#if 0
# 30
{ 
# 31
cfg10 = cfg10; 
# 32
(cfg10++), (cfg10 = 51); 
# 33
size_t *h12 = (nullptr); 
# 34
return static_cast< unsigned>(*input11); 
# 35
} 
#endif
# 36 "v001534.cu"
enum class Kind13 { Busy14, On15 = 4}; 
# 38
unsigned check_clamp16(int len17, int len18) { 
# 39
if ((len18 * 40L) <= (len17 + len18)) { 
# 40
const int *prod19 = &len18; 
# 41
len18--; 
# 42
} else { if (len17) { 
# 43
len18 = len18; 
# 44
len18 = len18; 
# 45
} else { if (len18 > 51L) { }  }  }  
# 46
return 57 / len17; 
# 47
} 
# 49
int main() { 
# 50
int size20 = 515; 
# 51
if (size20 > check_clamp16(size20, size20)) { 
# 52
return check_clamp16(check_clamp16(size20, 5), ((size20 += size20), 30)); 
# 53
}  
# 54
size20 = (check_clamp16(size20 / 2, check_clamp16(size20, 8U)) - check_clamp16(6, 17UL)); 
# 55
char *sum21 = (nullptr); 
# 56
(__cudaPushCallConfiguration(128, 256 * 2)) ? (void)0 : sift3_kernel(&size20, reinterpret_cast< const double *>(sum21)); 
# 57
return 0; 
# 58
} 

# 1 "v001534.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c23c4149_10_v001534_cu_a20142a9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001534.cudafe1.stub.c"
#include "v001534.cudafe1.stub.c"
# 1 "v001534.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
