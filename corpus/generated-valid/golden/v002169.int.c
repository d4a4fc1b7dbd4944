# 1 "v002169.cu"
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
# 19 "v002169.cu"
template< class T> 
# 20
struct Pixel9 { 
# 21
T val10; 
# 22
int id11; 
# 23
T weight12; 
# 24
void apply13(T mid14) { 
# 25
(id11) = (((weight12) += 63), 60UL); 
# 26
} 
# 27
}; 
# 29
__attribute__((visibility("hidden"))) void relax15_kernel(int n16, const short *__restrict__ src17, int n18, const int *in19) ;
#if 0
# 29
{ 
# 30
double lim20 = (428UL); 
# 31
constexpr int off21 = 55; 
# 32
__attribute__((unused)) static float sh_22[256]; 
# 33
} 
#endif
# 35 "v002169.cu"
struct __attribute((aligned(16))) Acc23 { 
# 36
long val24; 
# 37
float val25; 
# 38
}; 
# 40
Acc23 operator+(Acc23 a, Acc23 b) { 
# 41
Acc23 r = a; 
# 42
(r.val24) += (b.val24); 
# 43
(r.val25) += (b.val25); 
# 44
return r; 
# 45
} 
# 48
unsigned weigh26(signed char p27) { 
# 49
p27 = ((p27 & (2070 | p27)) + (9U * ((p27 += p27), p27))); 
# 50
if (((double)p27) >= (375UL + p27)) { 
# 51
if (auto k28 = p27 | p27; (!(k28 >= k28)) && ((p27 + k28) & 1)) { 
# 52
p27 = (4UL * p27); 
# 53
p27 = (1 + k28); 
# 54
p27 = p27; 
# 55
}  
# 56
}  
# 57
p27 -= 127; 
# 58
return 16; 
# 59
} 
# 61
extern "C" __attribute__((visibility("hidden"))) void march29_kernel(int *buf30, int len31, const int *__restrict__ coef32) ;
#if 0
# 61
{ 
# 62
len31 ^= (-len31); 
# 63
__attribute__((unused)) static int sh_33[8]; 
# 64
auto z34 = coef32[5]; 
# 65
} 
#endif
# 67 "v002169.cu"
unsigned char blend35(int count36, float p37) { 
# 68
if ((count36 <= 32) && (count36 < count36)) { 
# 69
return (sizeof(int)) - p37; 
# 70
}  
# 71
count36 = 476; 
# 72
return (static_cast< int>(count36)) * (((p37 < count36) ? p37 : count36) / (22)); 
# 73
} 
# 75
int main() { 
# 76
int len38 = 1566; 
# 77
if (len38 < len38) { 
# 78
return (len38 + 24) + ((unsigned)len38); 
# 79
}  
# 80
(__cudaPushCallConfiguration(((dim3)(16)), 2 * (3 + (8 + (3 + 2))))) ? (void)0 : march29_kernel(&len38, -len38, &len38); 
# 81
if (auto q39 = 47; (+q39) == len38) { 
# 82
q39 >>= (6 + q39); 
# 83
len38 = 8; 
# 84
if (q39 > q39) { 
# 85
return q39; 
# 86
}  
# 87
}  
# 88
(__cudaPushCallConfiguration(4 * 2, 32, 256)) ? (void)0 : relax15_kernel(-44L, (const short *)nullptr, (len38 - 5U) + (2066), (const int *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v002169.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__52cf4e6f_10_v002169_cu_e709d4ec
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002169.cudafe1.stub.c"
#include "v002169.cudafe1.stub.c"
# 1 "v002169.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
