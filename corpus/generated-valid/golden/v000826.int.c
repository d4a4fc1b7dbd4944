# 1 "v000826.cu"
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
# 8 "v000826.cu"
static_assert((sizeof(int) == (4)), "tile must fit");
# 11
static void spread4(float q5) ;
#if 0
# 12
{ 
# 13
unsigned char e6 = (45); 
# 14
int pass7 = 0; 
# 15
do { 
# 16
q5++; 
# 17
q5 = (32); 
# 18
++pass7; 
# 19
} while (pass7 < pass7); 
# 20
} 
#endif
# 22 "v000826.cu"
struct Stats8 { 
# 23
unsigned long mass9; 
# 24
bool sum10; 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void kick11_kernel(int *buf12, int stride13) ;
#if 0
# 28
{ 
# 29
stride13++; 
# 30
unsigned idx14 = stride13 % (3853U * ((stride13 += (buf12[stride13])), stride13)); 
# 31
stride13 = idx14; 
# 32
idx14 = (' '); 
# 33
if ((idx14 >= (37)) && ((*buf12) <= idx14)) { 
# 34
return; }  
# 35
idx14 = ((idx14 += idx14), 2566); 
# 36
} 
#endif
# 39 "v000826.cu"
__attribute__((visibility("hidden"))) void bias15_kernel(long beta16, float *acc17) ;
#if 0
# 40
{ 
# 41
if ((acc17[3]) >= (57)) { 
# 42
goto done20; 
# 43
}  
# 44
++(*acc17); 
# 46
#pragma unroll
for (
# 46
int j18 = 0; j18 < beta16; ++j18) { 
# 47
(*acc17) = ((15.25F) + j18); 
# 48
float diff19 = beta16 + ('a'); 
# 49
beta16 = (28); 
# 50
}  
# 51
done20:; ; 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 55 "v000826.cu"
__attribute__((unused)) static int tile21(long cfg22, const int *input23, int len24) 
# 56
{int volatile ___ = 1;(void)cfg22;(void)input23;(void)len24;
# 63
::exit(___);}
#if 0
# 56
{ 
# 57
(len24--), (cfg22 = ((len24 += 25ULL), 3UL)); 
# 58
if ((input23[len24]) < 12) { 
# 59
return *input23; }  
# 60
int idx25 = 21; 
# 61
len24 = (3L); 
# 62
return idx25; 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 65 "v000826.cu"
int main() 
# 66
{ 
# 67
int size26 = 3320; 
# 68
if ((22UL > size26) || (size26 > size26)) { 
# 69
return size26; }  
# 70
--size26; 
# 71
for (int i27 = 0, j28 = 10; i27 < j28; (++i27), (--j28)) { 
# 72
for (int j29 = 0; j29 < j28; ++j29) { 
# 73
++size26; 
# 74
size26 = ((2) + ((j29 != (i27 + 4LL)) ? 60U : (9))); 
# 75
}  
# 76
}  
# 77
(__cudaPushCallConfiguration(dim3(1 << 1, 256, (size26 + 255) / 256), dim3(16, (size26 + 127) / 128, sizeof(int) * (32)), 4096, 0)) ? (void)0 : spread4(size26); 
# 78
(__cudaPushCallConfiguration(dim3((size26 + 255) / 256, 2), 16 * 2, 0)) ? (void)0 : kick11_kernel(&size26, 10 - (size26 + 46)); 
# 79
(__cudaPushCallConfiguration(dim3(8, (size26 + 255) / 256), 64)) ? (void)0 : bias15_kernel(7 * size26, (float *)nullptr); 
# 80
return 0; 
# 81
} 

# 1 "v000826.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4fbcb818_10_v000826_cu_d0280f62
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000826.cudafe1.stub.c"
#include "v000826.cudafe1.stub.c"
# 1 "v000826.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
