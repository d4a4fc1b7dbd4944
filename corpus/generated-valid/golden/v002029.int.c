# 1 "v002029.cu"
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
# 11 "v002029.cu"
struct Pixel5 { 
# 12
int z6; 
# 13
unsigned val7; 
# 14
unsigned long hi8; 
# 15
size_t x9; 
# 16
}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 18
template< class T, int N> static void 
# 19
__wrapper__device_stub_norm10_kernel(T *&acc11) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 19
{ 
# 20
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 21
(acc11[1]) = ((size_t)((long long)56)); 
# 22
int lo13 = ((long)(i12 % (8))) % (N); 
# 23
for (int it14 = 5; it14 > 0; --it14) { 
# 24
lo13 = ('z'); 
# 25
}  
# 26
lo13 = 32; 
# 27
if ((__device_builtin_variable_threadIdx.y) != (acc11[0])) { 
# 28
return; 
# 29
}  
# 30
if (((__device_builtin_variable_blockIdx.x) - (8)) >= ('a')) { 
# 31
return; 
# 32
}  
# 33
} 
#endif

#pragma GCC diagnostic pop

# 18 "v002029.cu"
template< class T, int N> static void 
# 19
norm10_kernel(T *acc11) {__wrapper__device_stub_norm10_kernel<T,N>(acc11);
# 33
return;}
#if 0
# 19
{ 
# 20
unsigned i12 = __device_builtin_variable_threadIdx.x; 
# 21
(acc11[1]) = ((size_t)((long long)56)); 
# 22
int lo13 = ((long)(i12 % (8))) % (N); 
# 23
for (int it14 = 5; it14 > 0; --it14) { 
# 24
lo13 = ('z'); 
# 25
}  
# 26
lo13 = 32; 
# 27
if ((__device_builtin_variable_threadIdx.y) != (acc11[0])) { 
# 28
return; 
# 29
}  
# 30
if (((__device_builtin_variable_blockIdx.x) - (8)) >= ('a')) { 
# 31
return; 
# 32
}  
# 33
} 
#endif
# 35 "v002029.cu"
__attribute((noinline)) __attribute__((unused)) int clamp15(int n16, int len17, int stride18) {int volatile ___ = 1;(void)n16;(void)len17;(void)stride18;
# 52
::exit(___);}
#if 0
# 35
{ 
# 36
for (int i19 = 0, j20 = 5; i19 < j20; (++i19), (--j20)) { 
# 37
switch (len17 - j20) { 
# 38
case 12:  
# 39
if (j20 <= (n16 * 1034U)) { 
# 40
break; 
# 41
}  
# 42
break; 
# 43
default:  { 
# 44
float v21 = (i19 % 8) + (__device_builtin_variable_threadIdx.y); 
# 45
break; 
# 46
} 
# 47
}  
# 48
stride18 = (20UL); 
# 49
--n16; 
# 50
}  
# 51
return (56) ^ ((__device_builtin_variable_threadIdx.z) & (n16 % 31)); 
# 52
} 
#endif
# 54 "v002029.cu"
static float check_combine22(int lane23 = 3985) { 
# 55
lane23 = ((lane23 += lane23), (21 >> lane23)); 
# 56
float diff24 = (0.0F); 
# 57
diff24 = (lane23 % lane23); 
# 58
lane23 = lane23; 
# 59
++diff24; 
# 60
diff24 = (2.0F); 
# 61
--diff24; 
# 62
return -(12.0F); 
# 63
} 
# 65
int main() { 
# 66
int size25 = 2176; 
# 67
float tmp26 = (16LL); 
# 68
auto fn28 = [](int lo27)->float { 
# 69
lo27 = (((unsigned)lo27) * 2ULL); 
# 70
lo27 = lo27; 
# 71
return -check_combine22(); 
# 72
} ; typedef decltype(fn28) __T0;
# 73
size25 = (check_combine22(fn28(tmp26))); 
# 74
float f29[5] = {tmp26, tmp26, (4.0F), (0.125F), tmp26}; 
# 75
(__cudaPushCallConfiguration(256, 512)) ? (void)0 : norm10_kernel< double, 6> (nullptr); 
# 76
return 0; 
# 77
} 

# 1 "v002029.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__6c133b0a_10_v002029_cu_17f5652e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v002029.cudafe1.stub.c"
#include "v002029.cudafe1.stub.c"
# 1 "v002029.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
