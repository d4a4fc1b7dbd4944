# 1 "v002359.cu"
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
# 14 "v002359.cu"
static float c_spread4; 
# 16
class Node5 { 
# 17
int lo6; 
# 18
float weight7; 
# 20
public: Node5(int init9, float b10) : lo6(init9), weight7(b10) { } 
# 21
int mix11(unsigned char f12) const { 
# 22
int f13[8] = {}; 
# 23
return 38; 
# 24
} 
# 25
}; 
# 27
__attribute__((visibility("hidden"))) void step14(const unsigned *__restrict__ in15, unsigned short a16) ;
#if 0
# 27
{ 
# 28
a16 = (4); 
# 29
if ((in15[4]) < (5)) { 
# 30
return; }  
# 31
a16 |= (*in15); 
# 32
if ((in15[0]) >= a16) { 
# 33
return; }  
# 34
} 
#endif
# 35 "v002359.cu"
enum Level17 { GREEN18 = 3, ON19}; 
# 37
struct Bounds20 { 
# 38
int y21; 
# 39
float val22, z23; 
# 40
}; 
# 42
static int sweep24(unsigned alpha25) { 
# 43
float lo26 = alpha25 - (23.0F); 
# 44
if (int u27 = lo26; lo26 != ((alpha25) ? 13 : alpha25)) { 
# 45
(__cudaPushCallConfiguration(((dim3)((u27 + 255) / 256)), dim3(16, (alpha25 + (31)) / (32)), sizeof(double) * (32), (cudaStream_t)0)) ? (void)0 : step14(&alpha25, 43L); 
# 46
unsigned char x28[5 + 2] = {static_cast< unsigned char>(lo26), ('\a'), (40), static_cast< unsigned char>(lo26 + lo26), (46)}; 
# 47
(__cudaPushCallConfiguration((alpha25 + (63)) / (64), 512, 0, nullptr)) ? (void)0 : step14(&alpha25, 5LL); 
# 48
}  
# 49
return lo26; 
# 50
} 
# 52
int main() { 
# 53
int size29 = 424; 
# 54
dim3 t30((size29 + 127) / 128, sizeof(float) * ((GREEN18) + ((GREEN18) + ((GREEN18) + 55))), 1); 
# 55
size29 -= size29; 
# 56
size29 &= 4; 
# 57
size29 = 13; 
# 58
if ((size29 + 6) != size29) { 
# 59
return size29; }  
# 60
return 0; 
# 61
} 

# 1 "v002359.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__58a795b4_10_v002359_cu_3f99c04d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002359.cudafe1.stub.c"
#include "v002359.cudafe1.stub.c"
# 1 "v002359.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
