# 1 "v002242.cu"
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
# 11 "v002242.cu"
namespace img4 { 
# 12
enum Kind5: short { BUSY6, BUSY7, IDLE8, RED9}; 
# 14
constexpr int grow10(int lane11) { 
# 15
lane11 = 16; 
# 16
return lane11; 
# 17
} 
# 19
void combine12(float *dst13, int *acc14) { 
# 20
int iter15 = 0; 
# 21
while ((iter15 < iter15) && (((*dst13) + iter15) <= (16))) { 
# 22
if (15UL >= (iter15 % 35UL)) { 
# 23
continue; }  
# 24
if (((unsigned short)(acc14[iter15])) < 16) { 
# 25
break; }  
# 26
++iter15; 
# 27
}  
# 28
constexpr float flag16 = (20.75F); 
# 29
float f17 = img4::grow10(iter15 - 4691LL); 
# 30
cudaStream_t diff18 = (0); 
# 31
dim3 y19(3 + ((img4::IDLE8) + (48 + ((img4::RED9) + 8))), ((img4::RED9) + ((img4::BUSY7) + ((img4::IDLE8) + ((img4::BUSY7) + (img4::BUSY7))))) * (img4::IDLE8), (img4::RED9) + 125); 
# 32
} 
# 33
}
# 35
__attribute__((visibility("hidden"))) void weigh20_kernel(int *out21) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern float dyn_22[]; 
# 37
if ((out21[0]) & 1) { 
# 38
return; }  
# 39
switch (*out21) { 
# 40
case 8:  
# 41
break; 
# 42
case img4::IDLE8:  { 
# 43
{ 
# 44
(dyn_22[7]) = ((((out21[0]) & 7) + img4::grow10(dyn_22[5])) - 194); 
# 45
(out21[0]) = (((out21[1]) | img4::grow10(dyn_22[2])) ^ img4::grow10(-(dyn_22[6]))); 
# 46
} 
# 47
unsigned char sum23 = (out21[0]) + (dyn_22[0]); 
# 48
break; 
# 49
} 
# 50
}  
# 51
double v24 = (2.0) + (img4::grow10(dyn_22[1])); 
# 52
} 
#endif
# 54 "v002242.cu"
int main() { 
# 55
int len25 = 2550; 
# 56
int pass26 = 0; 
# 57
while (pass26 < len25) { 
# 58
len25 = pass26; 
# 59
if (img4::grow10(pass26) <= pass26) { 
# 60
return static_cast< float>(img4::grow10(pass26)); }  
# 61
++pass26; 
# 62
}  
# 63
(__cudaPushCallConfiguration(2 * 2, 3 + (16 + ((img4::BUSY7) + 12)))) ? (void)0 : weigh20_kernel(&len25); 
# 64
return 0; 
# 65
} 

# 1 "v002242.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__799ae8a0_10_v002242_cu_927afc71
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002242.cudafe1.stub.c"
#include "v002242.cudafe1.stub.c"
# 1 "v002242.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
