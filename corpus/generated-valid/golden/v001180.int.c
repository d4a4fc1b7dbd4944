# 1 "v001180.cu"
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
# 18 "v001180.cu"
__attribute__((visibility("hidden"))) void tally6(int len7, int count8) ;
#if 0
# 18
{ 
# 19
len7 = (11U); 
# 20
auto hi9 = count8; 
# 21
hi9 = hi9; 
# 22
signed char h10 = len7; 
# 23
len7++; 
# 24
unsigned diff11((len7 << 3) >> (-((count8 == 60U) ? 8 : count8))); 
# 25
} 
#endif
# 27 "v001180.cu"
void step12(unsigned long *buf13) { 
# 28
const size_t *lo14 = buf13; 
# 29
if ((lo14[6]) >= (buf13[1])) { 
# 30
return; }  
# 31
} 
# 33
class Node15 { 
# 34
float y16; 
# 36
public: Node15(float b17) : y16(b17) { } 
# 37
void norm18(int val19) { 
# 38
val19 = ((48) * (y16)); 
# 39
} 
# 40
void scale20(int res21) { 
# 41
res21 = 44; 
# 42
} 
# 43
}; 
# 45
__attribute__((visibility("hidden"))) void shade22(const int *coef23, int *buf24) ;
#if 0
# 45
{ 
# 46
if ((*buf24) > (buf24[7])) { 
# 47
return; }  
# 48
(buf24[2]) = (*buf24); 
# 49
--(buf24[5]); 
# 50
} 
#endif
# 52 "v001180.cu"
inline void apply25(unsigned char b26, int len27, int stride28) { 
# 53
static_assert((13 == 13), "bad config");
# 54
if ((b26 + b26) > stride28) { 
# 55
return; }  
# 56
} 
# 58
__attribute__((visibility("hidden"))) void decay29(float *buf30, int *dst31) ;
#if 0
# 58
{ 
# 59
int lo32 = 29; 
# 60
(*dst31) = 49; 
# 61
if ((*buf30) > (8 + lo32)) { 
# 62
for (int j33 = 0; j33 < 6; ++j33) { 
# 63
lo32--; 
# 64
const float *res34 = reinterpret_cast< const float *>(dst31); 
# 65
lo32 = ((short)(res34[lo32])); 
# 66
}  
# 67
}  
# 68
} 
#endif
# 70 "v001180.cu"
int main() { 
# 71
int n35 = 2793; 
# 72
(__cudaPushCallConfiguration(1 << 1, 128, 256)) ? (void)0 : tally6(n35, n35); 
# 73
signed char val36 = (unsigned)(0L - n35); 
# 74
val36 = ((val36 && (n35 < n35)) ? val36 : n35); 
# 75
(__cudaPushCallConfiguration(((dim3)(8 + (8 + 496))), 64, 256)) ? (void)0 : shade22(&n35, nullptr); 
# 76
(__cudaPushCallConfiguration((n35 + 63) / 64, 256, 0)) ? (void)0 : decay29(nullptr, (int *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001180.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__a11fa519_10_v001180_cu_e373c5a7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001180.cudafe1.stub.c"
#include "v001180.cudafe1.stub.c"
# 1 "v001180.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
