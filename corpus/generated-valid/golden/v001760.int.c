# 1 "v001760.cu"
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
# 18 "v001760.cu"
struct Bounds7 { 
# 19
bool count8; 
# 20
double w9, count10; 
# 21
double get11() const { 
# 22
Bounds7 acc12 = Bounds7{false, count10, w9}; 
# 23
return count8; 
# 24
} 
# 25
}; 
# 26
typedef Bounds7 rec13_t; 
# 28
namespace math14 { namespace v15 { 
# 29
__attribute__((visibility("hidden"))) void drift16(float *acc17) ;
#if 0
# 29
{ 
# 30
int tid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 31
Bounds7 mid19{true, static_cast< double>(tid18), (13.125)}; 
# 32
Bounds7 base20 = mid19; 
# 33
} 
#endif
# 35 "v001760.cu"
struct Cell21 { 
# 36
long lo22; 
# 37
long id23; 
# 38
void bump24(double t25) { 
# 39
bool tmp26 = false; 
# 40
if ((t25 - tmp26) > (8U)) { 
# 41
return; 
# 42
}  
# 43
} 
# 44
}; 
# 46
constexpr int drift27(int n28) { 
# 47
return 24; 
# 48
} 
# 49
}}
# 51
extern "C" {
# 52
__attribute((always_inline)) __attribute__((unused)) inline char kick36(float a37, double p38, double *out39) {int volatile ___ = 1;(void)a37;(void)p38;(void)out39;
# 63
::exit(___);}
#if 0
# 52
{ 
# 53
(out39[7]) = (((unsigned long long)(p38 * (43))) / (2)); 
# 54
double mid40(*out39); 
# 55
float stride41 = 13 >> (__device_builtin_variable_blockIdx.x); 
# 56
int pass42 = 0; 
# 57
do { 
# 58
p38 = a37; 
# 59
++pass42; 
# 60
} while ((pass42 < 8) && ((stride41 - (__device_builtin_variable_threadIdx.x)) <= (53U))); 
# 61
float q43 = (28L); 
# 62
return (unsigned)(mid40 / (2)); 
# 63
} 
#endif
# 65 "v001760.cu"
__attribute__((visibility("hidden"))) void relax29_kernel(int lane30, Bounds7 cfg31) ;
#if 0
# 65
{ 
# 66
--(cfg31.count10); 
# 67
Bounds7 off32{false, (1.0), (25)}; 
# 68
if ((cfg31.w9) <= lane30) { 
# 69
return; 
# 70
}  
# 71
Bounds7 tmp33 = off32; 
# 72
off32 = off32; 
# 73
long long m34((((cfg31.w9) + (off32.count8)) / (2)) + ((lane30 - 4) | 16)); 
# 74
unsigned short m35 = (8); 
# 75
} 
#endif
# 76 "v001760.cu"
}
# 78
float split44(float *out45, int *dst46) { 
# 79
(out45[3]) = ((2634 * (*dst46)) % ((*dst46) % (*dst46))); 
# 80
(out45[1]) = (((918UL - (dst46[1])) >> (8 + (*dst46))) - (8 + ((int)(out45[2])))); 
# 81
(*dst46) = ((48) * ((out45[0]) - (55))); 
# 82
return dst46[1]; 
# 83
} 
# 85
static int warp47(bool q48, int lane49, int len50 = 2497UL) { 
# 86
(__cudaPushCallConfiguration(8 + 248, 1 << 9)) ? (void)0 : relax29_kernel((len50 ^ len50) * (16 + lane49), Bounds7{static_cast< bool>(q48 / 2), (7.375), (18.125)}); 
# 87
lane49--; 
# 88
double x51{(8.0)}; 
# 89
do { int tmp_ = lane49; lane49 = len50; len50 = tmp_; } while (0); 
# 90
int stride52 = ((x51 / (2)) / (2)) / (2); 
# 91
return q48 * 4; 
# 92
} 
# 94
int main() { 
# 95
int size53 = 1479; 
# 96
(__cudaPushCallConfiguration(2 * 8, 64)) ? (void)0 : math14::v15::drift16(nullptr); 
# 97
(__cudaPushCallConfiguration(4 + (4 + 504), 1 << (4 + 3))) ? (void)0 : math14::v15::drift16((float *)nullptr); 
# 98
size53 = 8; 
# 99
return 0; 
# 100
} 

# 1 "v001760.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c876f865_10_v001760_cu_7284b6bb
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001760.cudafe1.stub.c"
#include "v001760.cudafe1.stub.c"
# 1 "v001760.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
