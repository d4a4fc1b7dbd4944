# 1 "v001816.cu"
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
# 9 "v001816.cu"
int march4(int lane5, int stride6 = 61UL) { 
# 10
unsigned long lo7 = (54); 
# 11
for (int j8 = 0; j8 < 8; ++j8) { 
# 12
float stride9 = lo7 * lane5; 
# 13
long res10 = ((34) & (lo7 % lane5)) + j8; 
# 14
}  
# 15
return ~(((47) + lo7) * (-(-54))); 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void sift11(int count12, int stride13, size_t *dst14, float p15) ;
#if 0
# 18
{ 
# 19
(*dst14) = p15; 
# 20
(*dst14) = ((march4(3L) * march4(2573L)) % march4(429UL)); 
# 21
for (int it16 = stride13; it16 > 0; --it16) { 
# 22
size_t tmp17[6] = {7UL, (51U), 1UL, (3541), (32)}; 
# 23
}  
# 24
double res18 = dst14[count12]; 
# 25
march4(p15, p15); 
# 26
} 
#endif
# 27 "v001816.cu"
enum Op19 { 
# 28
ADD20, 
# 29
ON21, 
# 30
BUSY22, 
# 31
BUSY23, 
# 32
LOW24
# 33
}; 
# 34
enum class Op25: unsigned char { Add26 = 2U, Blue27, Idle28, Red29}; 
# 36
signed char host_mix30(int count31) { 
# 37
static_assert((sizeof(int) == (4)), "expected value");
# 38
for (int it32 = 0; it32 < count31; ++it32) { 
# 39
count31 = it32; 
# 40
march4(4223 % it32, it32); 
# 41
count31 = (sizeof(float) | it32); 
# 42
}  
# 43
return 14; 
# 44
} 
# 46
int main() { 
# 47
int size33 = 927; 
# 48
switch (size33) { 
# 49
case 11:  
# 50
break; 
# 51
case 7:  
# 52
break; 
# 53
case (LOW24) + (ON21):  { 
# 54
(__cudaPushCallConfiguration(((dim3)((size33 + 31) / 32)), 512)) ? (void)0 : sift11(50 / march4(size33), 55U, nullptr, size33 - (6 + size33)); 
# 55
int flag34 = 52UL & size33; 
# 56
[[fallthrough]] ; 
# 57
} 
# 58
case 10:  
# 59
if ((host_mix30(size33)) == 50U) { 
# 60
break; }  
# 61
break; 
# 62
default:  
# 63
size33 = ((int)37); 
# 64
break; 
# 65
}  
# 66
return 0; 
# 67
} 

# 1 "v001816.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ae6bc97c_10_v001816_cu_d02aff09
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001816.cudafe1.stub.c"
#include "v001816.cudafe1.stub.c"
# 1 "v001816.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
