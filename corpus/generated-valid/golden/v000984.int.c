# 1 "v000984.cu"
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
# 7 "v000984.cu"
using idx3_t = int; 
# 9
constexpr idx3_t merge4(int count5) { 
# 10
count5 = count5; 
# 11
unsigned lo6 = count5; 
# 12
return count5; 
# 13
} 
# 16
idx3_t host_lerp7(idx3_t stride8, int count9, long *__restrict__ dst10) { 
# 17
const idx3_t r11 = (sizeof(unsigned)); 
# 18
if ((merge4(count9)) > (dst10[count9])) { 
# 19
goto finish12; 
# 20
}  
# 21
merge4(dst10[stride8]); 
# 22
finish12:; ; 
# 23
return merge4(dst10[count9]); 
# 24
} 
# 26
__attribute__((visibility("hidden"))) void apply13(int *dst14) ;
#if 0
# 26
{ 
# 27
(dst14[5]) = (*dst14); 
# 28
(dst14[7])--; 
# 29
(dst14[3]) %= merge4(dst14[1]); 
# 30
merge4((static_cast< char>(dst14[2])) / 30); 
# 31
float lim15 = (19L); 
# 32
(dst14[5]) ^= (-(*dst14)); 
# 33
float res16 = dst14[6]; 
# 34
} 
#endif
# 36 "v000984.cu"
static double check_apply17(char p18, idx3_t count19, idx3_t stride20) { 
# 37
stride20 /= host_lerp7(count19, p18, nullptr); 
# 38
auto lo21 = 34; 
# 39
return -(20.75); 
# 40
} 
# 42
int main() { 
# 43
int size22 = 223; 
# 44
(__cudaPushCallConfiguration((size22 + 31) / 32, 512)) ? (void)0 : apply13(&size22); 
# 45
size22 = (((size22 + 702) * size22) - (u'\x23')); 
# 46
if (size22 >= size22) { 
# 47
return merge4(check_apply17(size22, 34L, 46)); 
# 48
}  
# 49
size22 &= size22; 
# 50
const char h23 = size22; 
# 51
size22 <<= host_lerp7(merge4(merge4(h23)), host_lerp7(h23, h23, static_cast< long *>(nullptr)) % ('\a'), nullptr); 
# 52
return 0; 
# 53
} 

# 1 "v000984.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6459bb97_10_v000984_cu_938e6cd1
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000984.cudafe1.stub.c"
#include "v000984.cudafe1.stub.c"
# 1 "v000984.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
