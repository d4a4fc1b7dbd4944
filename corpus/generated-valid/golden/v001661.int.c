# 1 "v001661.cu"
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
# 6 "v001661.cu"
using ptr2_t = int *; 
# 8
__attribute__((visibility("hidden"))) void grow3_kernel(bool p4, int count5) ;
#if 0
# 9
{ 
# 10
count5 -= (((count5 / count5) + (22 * p4)) + (+p4)); 
# 11
__attribute__((unused)) static long long sh_6[8]; 
# 12
if (constexpr int flag7 = ('a'); (sh_6[6]) >= p4) { 
# 13
unsigned long tmp8((p4 + (52 / count5)) + 48); 
# 14
if (p4 > 57) { 
# 15
return; 
# 16
}  
# 17
} else { 
# 18
__attribute__((unused)) static int sh_9; 
# 19
}  
# 20
} 
#endif
# 21 "v001661.cu"
static int d_score10; 
# 22
constexpr inline long TILE11 = (32); 
# 23
inline unsigned long long stencil12(const unsigned long long *__restrict__ input13, const double *__restrict__ input14) 
# 24
{ 
# 25
if (*input13) { 
# 26
if (signed char e15 = TILE11 / (((*input13) - (18)) % (*input13)); input13[e15]) { 
# 27
e15 = ((((*input13) + (*input13)) + TILE11) - (127)); 
# 28
if (((e15 - 31) - ((e15) ? input13[e15] : e15)) != TILE11) { 
# 29
if (e15 != (input13[2])) { 
# 30
return *input13; 
# 31
}  
# 32
} else { 
# 33
unsigned sum16 = 62UL - (e15 * e15); 
# 34
}  
# 35
} else { 
# 36
}  
# 37
} else { if (input13[2]) { }  }  
# 38
return input14[1]; 
# 39
} 
# 41
struct Bounds17 { 
# 42
int vel18; 
# 43
signed char w19; 
# 44
}; 
# 45
Bounds17 operator+(Bounds17 a, Bounds17 b) 
# 46
{ 
# 47
Bounds17 r = a; 
# 48
(r.vel18) += (b.vel18); 
# 49
(r.w19) += (b.w19); 
# 50
return r; 
# 51
} 
# 52
namespace ops20 { 
# 53
size_t host_drift21(const float *coef22, int count23, const Bounds17 &beta24) 
# 54
{ 
# 55
count23 = (33U / (beta24.w19)); 
# 56
if (short q25{(40U)}; (beta24.w19) < 58L) { 
# 57
count23 *= (((u'\x23') - (count23 + count23)) - q25); 
# 58
}  
# 59
if (count23 == (beta24.vel18)) { 
# 60
return -(beta24.vel18); 
# 61
}  
# 62
constexpr int mid26 = 62; 
# 63
(__cudaPushCallConfiguration(64, TILE11, sizeof(float) * (32))) ? (void)0 : grow3_kernel(0, (23) - (coef22[6])); 
# 64
return 3607; 
# 65
} 
# 66
enum Phase27 { BUSY28, BLUE29, SLOW30 = 6}; 
# 67
__attribute__((unused)) void probe31(unsigned *data32, const unsigned char *src33, int lane34) 
# 68
{int volatile ___ = 1;(void)data32;(void)src33;(void)lane34;
# 75
::exit(___);}
#if 0
# 68
{ 
# 69
if (((*data32) + (58)) != (src33[3])) { 
# 70
return; 
# 71
}  
# 72
(*data32) |= (stencil12(reinterpret_cast< const unsigned long long *>(data32), reinterpret_cast< const double *>(data32)) + ((int)((56) / (data32[2])))); 
# 73
constexpr unsigned long u35 = (21); 
# 74
bool base36 = src33 == (nullptr); 
# 75
} 
#endif
# 76 "v001661.cu"
}
# 77
int main() 
# 78
{ 
# 79
int count37 = 4061; 
# 80
count37 = ((+count37) * 4); 
# 81
count37 = (ops20::host_drift21(nullptr, TILE11 + count37, Bounds17{4, (41LL)})); 
# 82
return 0; 
# 83
} 

# 1 "v001661.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__bb964ca5_10_v001661_cu_cc1f10e9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001661.cudafe1.stub.c"
#include "v001661.cudafe1.stub.c"
# 1 "v001661.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
