# 1 "v002230.cu"
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
# 5 "v002230.cu"
__attribute__((unused)) int march1(int *__restrict__ data2, unsigned char *__restrict__ out3) 
# 6
{int volatile ___ = 1;(void)data2;(void)out3;
# 17
::exit(___);}
#if 0
# 6
{ 
# 7
(data2[0]) += 18; 
# 8
if ((*out3) >= ((out3[5]) % (out3[4]))) { 
# 9
goto out4; 
# 10
}  
# 11
if ((out3[6]) >= (*data2)) { 
# 12
return 2537L; }  
# 13
(out3[6])++; 
# 14
(*data2) = (data2[2]); 
# 15
out4:; ; 
# 16
return 13UL; 
# 17
} 
#endif
# 18 "v002230.cu"
typedef unsigned *ptr5_t; 
# 20
void pack6(float *__restrict__ acc7, unsigned a8) 
# 21
{ 
# 22
a8 ^= ((short)((double)a8)); 
# 23
double sum9 = 1201U + a8; 
# 24
if (!((acc7[a8]) < (' '))) { 
# 25
goto done10; 
# 26
}  
# 27
(acc7[a8]) += (19.0F); 
# 28
(acc7[a8]) = sum9; 
# 29
done10:; ; 
# 30
} 
# 32
__attribute__((visibility("hidden"))) void pivot11_kernel(float beta12, int count13, int len14) ;
#if 0
# 33
{ 
# 34
float k15((1151 - march1(&len14, nullptr)) - (49 + (-count13))); 
# 35
len14 ^= 25; 
# 36
k15 += (13.625F); 
# 37
} 
#endif
# 39 "v002230.cu"
int main() 
# 40
{ 
# 41
int size16 = 1069; 
# 42
dim3 mid17(1, sizeof(int) * (64), 32); 
# 43
for (int j18 = 0; j18 < size16; j18 += 3) { 
# 44
pack6(nullptr, 27); 
# 45
size16 -= 46; 
# 46
}  
# 47
(__cudaPushCallConfiguration(32, dim3(4, (size16 + 255) / 256, 2 * 4), sizeof(double) * (256), nullptr)) ? (void)0 : pivot11_kernel((3.375F) + size16, (size16 <= 21) ? 19 : size16, size16); 
# 48
return 0; 
# 49
} 

# 1 "v002230.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__61b3fc3b_10_v002230_cu_01081a74
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002230.cudafe1.stub.c"
#include "v002230.cudafe1.stub.c"
# 1 "v002230.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
