# 1 "v001643.cu"
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
# 14 "v001643.cu"
template< class T> 
# 15
struct Stats5 { 
# 16
T flag6; 
# 17
void bump7(T t8) { 
# 18
if (!(2 <= (flag6))) { 
# 19
return; 
# 20
}  
# 21
Stats5 val9{(T)t8}; 
# 22
} 
# 23
}; 
# 24
static void stencil10(int lane11, float *__restrict__ buf12, const float *src13, int count14) ;
#if 0
# 24
{ 
# 25
auto val15 = src13[3]; 
# 26
lane11 <<= count14; 
# 27
count14 += (*buf12); 
# 28
} 
#endif
# 29 "v001643.cu"
__attribute__((visibility("hidden"))) void reduce16_kernel(int *__restrict__ buf17) ;
#if 0
# 29
{ 
# 30
int tmp18 = ((float)(-(10.375F))); 
# 32
#pragma unroll 4
for (
# 32
int it19 = tmp18; it19 > 0; --it19) { 
# 33
--tmp18; 
# 34
}  
# 35
bool prod20 = tmp18 & 1; 
# 36
for (int n21 = 0; n21 < 13; ++n21) { 
# 37
if (tmp18 <= 61L) { 
# 38
continue; 
# 39
}  
# 40
}  
# 41
auto cnt22 = 'A'; 
# 42
} 
#endif
# 43 "v001643.cu"
__attribute__((visibility("hidden"))) void decay23(int len24, long *data25, int len26, unsigned *data27) ;
#if 0
# 43
{ 
# 44
if ((len26 + 5) >= (data25[len26 & 7])) { 
# 45
return; 
# 46
}  
# 47
unsigned hi28 = data27[len26 & 7]; 
# 48
if (!(hi28 >= len24)) { 
# 49
return; 
# 50
}  
# 51
} 
#endif
# 52 "v001643.cu"
int run_mix29(int count30) { 
# 53
--count30; 
# 54
if ((static_cast< float>(count30)) != (35)) { 
# 55
goto finish31; 
# 56
}  
# 57
(__cudaPushCallConfiguration(((dim3)((count30 + 63) / 64)), dim3((count30 + 31) / 32, (count30 + 31) / 32, sizeof(int) * (32)))) ? (void)0 : decay23(5, nullptr, 4989ULL, static_cast< unsigned *>(nullptr)); 
# 58
(__cudaPushCallConfiguration(dim3((count30 + 31) / 32, (count30 + 63) / 64, 1), 256)) ? (void)0 : stencil10(count30 << count30, nullptr, nullptr, count30); 
# 59
(__cudaPushCallConfiguration(5 + 3, 64)) ? (void)0 : reduce16_kernel(&count30); 
# 60
finish31:; ; 
# 61
return count30 + 52; 
# 62
} 
# 63
int main() { 
# 64
int count32 = 558; 
# 65
--count32; 
# 66
count32 >>= count32; 
# 67
(__cudaPushCallConfiguration(dim3((count32 + 127) / 128, 64), dim3((count32 + 31) / 32, (count32 + 127) / 128, 1 << (5 + 4)))) ? (void)0 : stencil10(run_mix29(-51), (float *)nullptr, nullptr, 46L / (count32 | count32)); 
# 68
count32++; 
# 69
return 0; 
# 70
} 

# 1 "v001643.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6b5fd74e_10_v001643_cu_c5374ba9
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001643.cudafe1.stub.c"
#include "v001643.cudafe1.stub.c"
# 1 "v001643.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
