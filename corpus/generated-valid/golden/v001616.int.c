# 1 "v001616.cu"
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
# 7 "v001616.cu"
static float d_norm3; 
# 8
__attribute__((visibility("hidden"))) void sweep4(const double *src5, const float *input6, double p7) ;
#if 0
# 8
{ 
# 9
int i8 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 10
d_norm3 = (10); 
# 11
float val9 = (unsigned long)((unsigned)(7 & i8)); 
# 12
double z10 = (-(6.5)); 
# 13
++z10; 
# 14
unsigned char lo11 = input6[(__device_builtin_variable_blockDim.x) & (7)]; 
# 15
} 
#endif
# 16 "v001616.cu"
static double d_filter12[64]; 
# 17
__attribute__((visibility("hidden"))) void rank13_kernel(float *buf14) ;
#if 0
# 17
{ 
# 18
int gid15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 19
(buf14[7]) = (4779 % gid15); 
# 20
long cnt16 = (sizeof(unsigned char)); 
# 21
} 
#endif
# 22 "v001616.cu"
static void warp17(int count18, int count19) ;
#if 0
# 22
{ 
# 23
int tid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 24
if (tid20 >= count18) { 
# 25
return; 
# 26
}  
# 27
__attribute__((unused)) static int sh_21[32]; 
# 28
int z22 = (int)((~(__device_builtin_variable_gridDim.x)) + (sh_21[count18])); 
# 29
if (((int)count18) != 25) { 
# 30
return; 
# 31
}  
# 32
--count19; 
# 33
(d_filter12[1]) = ((2) - (d_norm3 * ((double)24))); 
# 34
count19++; 
# 35
} 
#endif
# 36 "v001616.cu"
template< class T, int N> T 
# 37
reduce23(T *buf24) { 
# 38
(buf24[1])++; 
# 39
int lo25 = ((55) % ((long)(-(buf24[4])))); 
# 40
switch (lo25) { 
# 41
case 3:  
# 42
lo25 = (((lo25 < (+lo25)) ? lo25 : (+lo25)) + N); 
# 43
break; 
# 44
case 2:  
# 45
(buf24[7]) = 23LL; 
# 46
break; 
# 47
default:  
# 48
break; 
# 49
}  
# 50
return (lo25 * (N * (*buf24))) * N; 
# 51
} 
# 52
int weigh26(int lane27) { 
# 53
for (int j28 = 0; j28 < lane27; ++j28) { 
# 54
lane27 = ((lane27 + reduce23< double, 4> ((double *)nullptr)) * (reduce23< int, 1> (&lane27))); 
# 55
}  
# 56
reduce23< long, 7> ((long *)nullptr); 
# 57
if (lane27 >= 10) { 
# 58
return (int)(4494 | lane27); 
# 59
}  
# 60
constexpr size_t t29 = 46UL; 
# 61
return lane27; 
# 62
} 
# 63
template< class T, class U> __attribute__((unused)) long long 
# 64
sweep30(T p31, float *dst32, int *out33) {int volatile ___ = 1;(void)p31;(void)dst32;(void)out33;
# 81
::exit(___);}
#if 0
# 64
{ 
# 65
--(d_filter12[23]); 
# 66
int iter34 = 0; 
# 67
while (iter34 < 12) { 
# 68
__attribute__((unused)) static int sh_35[8]; 
# 69
++iter34; 
# 70
}  
# 71
T s36 = 31 << (*out33); 
# 72
if (out33[iter34]) { 
# 73
goto done37; 
# 74
}  
# 75
d_norm3--; 
# 76
if (!iter34) { 
# 77
return reduce23< T, 8> (&p31) - d_norm3; 
# 78
}  
# 79
done37:; ; 
# 80
return weigh26(p31); 
# 81
} 
#endif
# 82 "v001616.cu"
int main() { 
# 83
int len38 = 1064; 
# 84
len38 = len38; 
# 85
(__cudaPushCallConfiguration((len38 + 255) / 256, 32, sizeof(double) * (128), nullptr)) ? (void)0 : warp17(3387 - len38, len38); 
# 86
(__cudaPushCallConfiguration(8, 1 << 9, 256, (cudaStream_t)0)) ? (void)0 : sweep4((const double *)nullptr, (const float *)nullptr, (13.25F)); 
# 87
(__cudaPushCallConfiguration((len38 + 127) / 128, 512)) ? (void)0 : rank13_kernel(nullptr); 
# 88
return 0; 
# 89
} 

# 1 "v001616.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__9461a80c_10_v001616_cu_d_norm3
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001616.cudafe1.stub.c"
#include "v001616.cudafe1.stub.c"
# 1 "v001616.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
