# 1 "i000667.cu"
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
# 24 "i000667.cu"
__attribute__((visibility("hidden"))) void probe9_kernel(unsigned cfg10, float *buf11, int n12) ;
#if 0
# 24
{ 
# 25
if (float r13 = (46U); r13 >= (r13 + (9))) { 
# 26
__attribute__((unused)) static double sh_14; 
# 27
if (cfg10 % n12) { 
# 28
if (int q15 = r13; q15 < sh_14) { 
# 29
double q16 = (55); 
# 30
(*buf11) /= (((n12 * (13.25F)) - cfg10) / (24)); 
# 31
}  
# 32
} else { 
# 33
}  
# 34
}  
# 35
} 
#endif
# 37 "i000667.cu"
struct Particle17 { 
# 38
float id18; 
# 39
float count19; 
# 40
unsigned id20; 
# 41
unsigned long mass21; 
# 42
}; 
# 44
Particle17 operator+(Particle17 a, Particle17 b) { 
# 45
Particle17 r = a; 
# 46
(r.id18) += (b.id18); 
# 47
(r.count19) += (b.count19); 
# 48
(r.id20) += (b.id20); 
# 49
(r.mass21) += (b.mass21); 
# 50
return r; 
# 51
} 
# 53
constexpr int host_smooth22(int len23, int count24) { 
# 54
return len23; 
# 55
} 
# 56
int pick28(int x) 
# 57
{ 
# 58
if (x > 2) { 
# 59
return 1; }  
# 60
} 
# 62
int main() { 
# 63
int len25 = 3871; 
# 64
(__cudaPushCallConfiguration(((dim3)((len25 + 255) / 256)), dim3(512, (2 + (3 + 3)) * (3 + (2 + 3))), sizeof(double) * (64), (cudaStream_t)0)) ? (void)0 : probe9_kernel(52L, (float *)nullptr, 2987U); 
# 65
unsigned lim26{(32L)}; 
# 66
const char *off27 = ("AB_tail"); 
# 67
len25 *= (1 - ((off27[0]) & 15)); 
# 68
if ((off27[0]) <= lim26) { 
# 69
return host_smooth22(off27[0], (off27[1]) - 2); 
# 70
}  
# 71
return 0; 
# 72
} 

# 1 "i000667.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ee2fc2a8_10_i000667_cu_4c0f21e6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000667.cudafe1.stub.c"
#include "i000667.cudafe1.stub.c"
# 1 "i000667.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
