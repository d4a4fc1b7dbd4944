# 1 "i000251.cu"
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
# 11 "i000251.cu"
long long drift6(int stride7) 
# 12
{ 
# 13
stride7 &= 23L; 
# 14
int h8 = ((stride7 * 3) % 23) % 18L; 
# 15
h8++; 
# 16
return ~h8; 
# 17
} 
# 19
unsigned run_apply9(float *data10, unsigned b11, int n12) 
# 20
{ 
# 21
unsigned q13 = (51); 
# 22
for (int n14 = 0; n14 < (3 * 5); ++n14) { 
# 23
for (int it15 = 0; it15 < n12; it15++) { 
# 24
b11 = it15; 
# 25
}  
# 26
}  
# 27
const char *cnt16 = ("hello"); 
# 28
++(*data10); 
# 29
return ((int)803) / (data10[n12 & 7]); 
# 30
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 32
template< class T, class U> static void 
# 33
__wrapper__device_stub_sweep17(T *&acc18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_19[]; 
# 36
int *idx20 = dyn_19; 
# 37
float sum21 = dyn_19[1]; 
# 38
float acc22 = ((unsigned char)((dyn_19[3]) ^ (idx20[6]))) << (idx20[1]); 
# 39
if (drift6('#') < (5L)) { 
# 40
return; 
# 41
}  
# 42
for (int j23 = 6; j23 > 0; --j23) { 
# 43
drift6(drift6(51 & (idx20[0]))); 
# 44
drift6((*idx20) % 59); 
# 45
}  
# 46
} 
#endif

#pragma GCC diagnostic pop

# 32 "i000251.cu"
template< class T, class U> static void 
# 33
sweep17(T *acc18) 
# 34
{__wrapper__device_stub_sweep17<T,U>(acc18);
# 46
return;}
#if 0
# 34
{ 
# 35
__attribute__((unused)) extern int dyn_19[]; 
# 36
int *idx20 = dyn_19; 
# 37
float sum21 = dyn_19[1]; 
# 38
float acc22 = ((unsigned char)((dyn_19[3]) ^ (idx20[6]))) << (idx20[1]); 
# 39
if (drift6('#') < (5L)) { 
# 40
return; 
# 41
}  
# 42
for (int j23 = 6; j23 > 0; --j23) { 
# 43
drift6(drift6(51 & (idx20[0]))); 
# 44
drift6((*idx20) % 59); 
# 45
}  
# 46
} 
#endif
# 47 "i000251.cu"
static float c_filter24; 
# 49
__attribute__((visibility("hidden"))) void split25_kernel(int len26) ;
#if 0
# 50
{ 
# 51
__attribute__((unused)) extern float dyn_27[]; 
# 52
long mid28 = sizeof(long) << len26; 
# 53
int lo29 = (mid28 < drift6(len26)) ? mid28 : drift6(len26); 
# 54
} 
#endif
# 56 "i000251.cu"
int run_scale30(float *acc31, float a32, int *data33) 
# 57
{ 
# 58
(data33[2]) = (~drift6(4878UL)); 
# 59
cudaStream_t prod34 = ((cudaStream_t)0); 
# 60
(*data33) = ((45) + (acc31[4])); 
# 61
int w35 = 0; 
# 62
while (w35 < w35) { 
# 63
run_apply9(acc31, 2 << w35, w35); 
# 64
(__cudaPushCallConfiguration(sizeof(int), 32 * 8, 0, 0)) ? (void)0 : split25_kernel((float)(23.125F)); 
# 65
++w35; 
# 66
}  
# 67
drift6(+run_apply9(acc31, *data33, w35)); 
# 68
return ((unsigned char)((20) + a32)) | ((data33[0]) * 15); 
# 69
} 
# 70
struct Bits_37 { 
# 71
int wide: 40; 
# 72
}; 
# 74
int main() 
# 75
{ 
# 76
int len36 = 1278; 
# 77
len36 = (run_apply9(nullptr, (2219 << len36) << run_apply9((float *)nullptr, len36, len36), (33) * (len36 - 4356L))); 
# 78
++len36; 
# 79
len36 += len36; 
# 80
(__cudaPushCallConfiguration(256, 256, 256 * 16, 0)) ? (void)0 : sweep17< int, long> (static_cast< int *>(nullptr)); 
# 81
return 0; 
# 82
} 

# 1 "i000251.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__1775a5b2_10_i000251_cu_52bdd57b
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000251.cudafe1.stub.c"
#include "i000251.cudafe1.stub.c"
# 1 "i000251.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
