# 1 "v001962.cu"
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
# 28 "v001962.cu"
static unsigned d_score10; 
# 29
typedef int idx11_t; 
# 31
__attribute__((visibility("hidden"))) void bump12_kernel(idx11_t lane13, idx11_t *data14) ;
#if 0
# 31
{ 
# 33
#pragma unroll 8
for (
# 33
int it15 = lane13; it15 > 0; --it15) { 
# 34
(data14[2]) = 6; 
# 35
long r16{(8)}; 
# 36
}  
# 37
--lane13; 
# 38
} 
#endif
# 40 "v001962.cu"
__attribute__((visibility("hidden"))) void accum17_kernel(unsigned short *data18, double *out19, const float *coef20) ;
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern int dyn_21[]; 
# 42
int *acc22 = reinterpret_cast< int *>(data18); 
# 43
int pass23 = 0; 
# 44
if (!data18) { 
# 45
goto out25; 
# 46
}  
# 47
while (pass23 < 16) { 
# 49
#pragma unroll 2
for (
# 49
int it24 = 0; it24 < pass23; ++it24) { 
# 50
switch ((dyn_21[it24 & 7]) ^ (' ')) { 
# 51
case 3:  
# 52
d_score10 |= (dyn_21[pass23]); 
# 53
[[fallthrough]] ; 
# 54
case 6 + 1:  
# 55
break; 
# 56
case 1:  
# 57
(data18[it24])--; 
# 58
break; 
# 59
}  
# 60
(dyn_21[5]) *= ((long long)((int)43)); 
# 61
}  
# 62
++pass23; 
# 63
}  
# 64
out25:; ; 
# 65
} 
#endif
# 67 "v001962.cu"
inline unsigned host_warp26(idx11_t *dst27, int stride28, signed char p29) { 
# 68
stride28 += ((signed char)(stride28 + stride28)); 
# 69
{ 
# 70
for (int it30 = stride28; it30 > 0; --it30) { 
# 71
for (int j31 = 0; j31 < 6; j31++) { 
# 72
if ((6) != ((*dst27) + 45ULL)) { 
# 73
continue; }  
# 74
(__cudaPushCallConfiguration(16 * (8 + 8), 8 + (6 + 114), sizeof(float) * (32))) ? (void)0 : bump12_kernel(+(24 & (dst27[j31])), dst27); 
# 75
}   
# 76
static int hi32 = (15U); 
# 77
}  
# 78
} 
# 79
return 24L; 
# 80
} 
# 82
int main() { 
# 83
int n33 = 2714; 
# 84
n33 = n33; 
# 85
n33 %= 6; 
# 86
n33 *= 15UL; 
# 87
float z34 = n33; 
# 88
(__cudaPushCallConfiguration(4, (6 + 2) * 8)) ? (void)0 : accum17_kernel((unsigned short *)nullptr, nullptr, (const float *)nullptr); 
# 89
return 0; 
# 90
} 

# 1 "v001962.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__5875519e_10_v001962_cu_284d4e4a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001962.cudafe1.stub.c"
#include "v001962.cudafe1.stub.c"
# 1 "v001962.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
