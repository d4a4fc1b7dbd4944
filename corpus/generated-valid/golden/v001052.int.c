# 1 "v001052.cu"
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
# 12 "v001052.cu"
__attribute__((visibility("hidden"))) void trace4_kernel(int n5, size_t *acc6, unsigned b7, const unsigned long *coef8) ;
#if 0
# 12
{ 
# 13
int idx9 = __device_builtin_variable_threadIdx.x; 
# 14
int w10 = 0; 
# 15
if (acc6 == (nullptr)) { 
# 16
goto out14; 
# 17
}  
# 18
while ((w10 < idx9) && ((n5 * n5) > (acc6[b7]))) { 
# 19
n5 >>= idx9; 
# 20
bool val11 = (((acc6[5]) - (59)) & (((__device_builtin_variable_gridDim.x) != (23)) ? *coef8 : (*coef8))) == (static_cast< long>(62)); 
# 21
for (int i12 = n5; i12 > 0; --i12) { 
# 22
if (!((*acc6) <= (40))) { 
# 23
continue; 
# 24
}  
# 25
__attribute__((unused)) static long sh_13[32]; 
# 26
(sh_13[i12 & 31]) = (((__device_builtin_variable_blockDim.x) << val11) + (b7 - ((b7 + val11) + (9)))); 
# 27
}   
# 28
++w10; 
# 29
}  
# 30
out14:; ; 
# 31
} 
#endif
# 32 "v001052.cu"
static int d_fuse15; 
# 34
__attribute__((visibility("hidden"))) void reduce16(short a17, int *buf18, int *data19, float beta20) ;
#if 0
# 34
{ 
# 35
unsigned gid21 = __device_builtin_variable_threadIdx.x; 
# 36
a17 = (((*buf18) += 923), ((float)beta20)); 
# 37
if (((data19[d_fuse15]) < a17) || (a17 != 53)) { 
# 38
return; 
# 39
}  
# 40
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 42 "v001052.cu"
template< class T, int N> static void 
# 43
__wrapper__device_stub_trace22_kernel(T &alpha23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 43
{ 
# 44
int tid24 = __device_builtin_variable_threadIdx.x; 
# 45
d_fuse15 += (__device_builtin_variable_blockIdx.x); 
# 46
d_fuse15 = (56UL); 
# 47
d_fuse15 >>= 6; 
# 48
float q25 = (N); 
# 49
int e26 = d_fuse15; 
# 50
} 
#endif

#pragma GCC diagnostic pop

# 42 "v001052.cu"
template< class T, int N> static void 
# 43
trace22_kernel(T alpha23) {__wrapper__device_stub_trace22_kernel<T,N>(alpha23);
# 50
return;}
#if 0
# 43
{ 
# 44
int tid24 = __device_builtin_variable_threadIdx.x; 
# 45
d_fuse15 += (__device_builtin_variable_blockIdx.x); 
# 46
d_fuse15 = (56UL); 
# 47
d_fuse15 >>= 6; 
# 48
float q25 = (N); 
# 49
int e26 = d_fuse15; 
# 50
} 
#endif
# 52 "v001052.cu"
float host_bump27(int stride28) { 
# 53
(__cudaPushCallConfiguration((stride28 + 31) / 32, 128)) ? (void)0 : trace4_kernel(((stride28 += stride28), stride28) + 60, nullptr, ((stride28 += stride28), 275), nullptr); 
# 54
int idx29[4]{14, 2786, 19, stride28}; 
# 55
float res30[2] = {(6.75F), (float)(((idx29[3]) += (-51)), stride28)}; 
# 56
int e31 = ((idx29[0]) + ((idx29[1]) * (idx29[1]))) + 25; 
# 57
if ((e31 + 3UL) <= stride28) { 
# 58
return (int)9L; 
# 59
}  
# 60
return stride28 & e31; 
# 61
} 
# 63
extern "C" __attribute__((visibility("hidden"))) void accum32_kernel(int count33, int *buf34, int stride35) ;
#if 0
# 63
{ 
# 64
__attribute__((unused)) extern int dyn_36[]; 
# 65
int gid37 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 66
if (gid37 >= stride35) { 
# 67
return; 
# 68
}  
# 69
(count33--), (count33 <<= (((8 - __device_builtin_variable_warpSize) * (buf34[__device_builtin_variable_warpSize & 7])) * stride35)); 
# 70
stride35 = (((~gid37) | (13U & (__device_builtin_variable_blockIdx.x))) % 62UL); 
# 71
} 
#endif
# 73 "v001052.cu"
short host_smooth38(float beta39, const long *input40) { 
# 74
if ((beta39 == (46)) && (beta39 <= (57LL))) { 
# 75
goto out41; 
# 76
}  
# 77
(__cudaPushCallConfiguration(1 << 4, dim3(8, 512))) ? (void)0 : reduce16(((*input40) & (3)) & (input40[4]), nullptr, static_cast< int *>(nullptr), ((*input40) + (48)) + (7)); 
# 78
(beta39++), (beta39 /= beta39); 
# 79
out41:; ; 
# 80
return (static_cast< unsigned>((beta39 >= (*input40)) ? 38 : 28)) | (((61) * (*input40)) << (input40[1])); 
# 81
} 
# 83
int main() { 
# 84
int len42 = 1533; 
# 85
int w43 = 0; 
# 86
while (w43 < 10) { 
# 87
(__cudaPushCallConfiguration(dim3(16, (len42 + 255) / 256, (w43 + 255) / 256), 64 * 2)) ? (void)0 : accum32_kernel(static_cast< char>(15U), &len42, (w43 >= len42) ? (w43 > len42) ? len42 : 0LL : w43); 
# 88
(__cudaPushCallConfiguration((len42 + 31) / 32, 16 * 16)) ? (void)0 : trace22_kernel< unsigned, 4> (-(len42 - w43)); 
# 89
++w43; 
# 90
}  
# 91
return 0; 
# 92
} 

# 1 "v001052.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__38da7a86_10_v001052_cu_7ad91c58
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001052.cudafe1.stub.c"
#include "v001052.cudafe1.stub.c"
# 1 "v001052.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
