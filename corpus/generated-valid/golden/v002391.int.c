# 1 "v002391.cu"
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
# 11 "v002391.cu"
struct __attribute((aligned(16))) Stats5 { 
# 12
unsigned flag6; 
# 13
char w7; 
# 14
char get8() const { 
# 15
bool lim9 = (((unsigned char)(w7)) * 16) & ((flag6) << (flag6)); 
# 16
return (57U * (w7)) + (43); 
# 17
} 
# 18
void scale10(unsigned z11) { 
# 19
unsigned m12 = z11; 
# 20
const unsigned base13 = flag6; 
# 21
} 
# 22
}; 
# 24
struct __attribute((aligned(8))) Cell14 { 
# 25
long lo15; 
# 26
float z16; 
# 27
unsigned y17; 
# 28
}; 
# 29
Cell14 operator+(Cell14 a, Cell14 b) { 
# 30
Cell14 r = a; 
# 31
(r.lo15) += (b.lo15); 
# 32
(r.z16) += (b.z16); 
# 33
(r.y17) += (b.y17); 
# 34
return r; 
# 35
} 
# 36
struct Stats18 { 
# 37
double w19; 
# 38
int count20; 
# 39
double scale21() const { 
# 40
return (12) * (w19); 
# 41
} 
# 42
void norm22(double w23) { 
# 43
(w19)--; 
# 44
(w19) = (8 % (count20)); 
# 45
} 
# 46
}; 
# 47
inline Stats18 operator+(Stats18 a, Stats18 b) { 
# 48
Stats18 r = a; 
# 49
(r.w19) += (b.w19); 
# 50
(r.count20) += (b.count20); 
# 51
return r; 
# 52
} 
# 53
__attribute__((visibility("hidden"))) void decay24_kernel(int count25, int count26, int count27, float b28) ;
#if 0
# 53
{ 
# 54
int gid29 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 55
if (gid29 >= count26) { 
# 56
return; 
# 57
}  
# 58
int x30 = (__device_builtin_variable_gridDim.y) % (16); 
# 59
if (count26 != count25) { 
# 60
float stride31 = (static_cast< float>(count25)) - (x30 * (static_cast< int>(x30))); 
# 61
count27 *= (((gid29 + (__device_builtin_variable_blockDim.z)) - (count25 | gid29)) % ((count25 | count25) * 43)); 
# 62
} else { 
# 63
}  
# 64
} 
#endif
# 65 "v002391.cu"
enum Phase32 { RED33, OFF34, RED35}; 
# 67
struct Span36 { 
# 68
long long val37; 
# 69
int sum38; 
# 70
unsigned x39; 
# 71
int val40; 
# 72
}; 
# 73
constexpr int host_rank41(int lane42, int stride43) { 
# 74
const size_t off44 = (lane42 + 4229) ^ 9; 
# 75
signed char z45{(127U)}; 
# 76
return 55; 
# 77
} 
# 78
int main() { 
# 79
int len46 = 484; 
# 80
len46 <<= (OFF34); 
# 81
len46 = ((host_rank41(len46, len46 * 16)) + (9UL | len46)); 
# 82
len46 >>= 5; 
# 83
if ((len46 + len46) != len46) { 
# 84
return host_rank41(len46, len46 - (RED33)); 
# 85
}  
# 86
(__cudaPushCallConfiguration((len46 + 63) / 64, (RED35) + ((OFF34) + (16 + (12 + 33))))) ? (void)0 : decay24_kernel(len46 + (RED33), len46, len46 | 13LL, host_rank41(len46, ('A') + len46)); 
# 87
return 0; 
# 88
} 

# 1 "v002391.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__58e3505a_10_v002391_cu_c3cf7aa5
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002391.cudafe1.stub.c"
#include "v002391.cudafe1.stub.c"
# 1 "v002391.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
