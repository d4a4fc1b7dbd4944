# 1 "v000088.cu"
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
# 12 "v000088.cu"
template< class T, int N> __attribute__((unused)) T 
# 13
scatter6(T p7, T *dst8) {int volatile ___ = 1;(void)p7;(void)dst8;
# 18
::exit(___);}
#if 0
# 13
{ 
# 14
p7 = N; 
# 15
T e9(__device_builtin_variable_gridDim.y); 
# 16
char acc10[7]{(char)__device_builtin_variable_warpSize, (char)(__device_builtin_variable_threadIdx.x), ((char)N), (55U), (44), ((char)N), (127UL)}; 
# 17
return __device_builtin_variable_blockIdx.x; 
# 18
} 
#endif
# 21 "v000088.cu"
__attribute__((visibility("hidden"))) void tally11_kernel(unsigned *buf12, const double *src13, int count14, const float *input15) ;
#if 0
# 21
{ 
# 22
(buf12[5]) ^= (((buf12[count14]) * (13L - (__device_builtin_variable_threadIdx.x))) + count14); 
# 23
float f16 = (-scatter6< long, 5> (__device_builtin_variable_warpSize, nullptr)) + scatter6< float, 1> (src13[1], const_cast< float *>(input15)); 
# 24
f16 *= (__device_builtin_variable_threadIdx.x); 
# 25
(*buf12) |= count14; 
# 26
if (!((input15[count14]) != (9U))) { 
# 27
count14 = ((__device_builtin_variable_threadIdx.z) + sizeof(int)); 
# 28
if (((*src13) * (__device_builtin_variable_threadIdx.x)) == (54)) { 
# 29
return; }  
# 30
} else { if (!((*input15) == (src13[4]))) { 
# 31
} else { 
# 32
}  }  
# 33
} 
#endif
# 35 "v000088.cu"
__attribute__((visibility("hidden"))) void tile17_kernel(int *buf18, const int *src19, int n20) ;
#if 0
# 35
{ 
# 36
__attribute__((unused)) extern unsigned dyn_21[]; 
# 37
int gid22 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 38
if (gid22 >= n20) { 
# 39
return; }  
# 40
float e23 = scatter6< unsigned, 5> (dyn_21[2], dyn_21); 
# 41
if (!(gid22 < (__device_builtin_variable_threadIdx.y))) { 
# 42
goto done26; 
# 43
}  
# 44
(buf18[__device_builtin_variable_blockDim.y]) -= ((*src19) + (((*buf18) += (buf18[__device_builtin_variable_threadIdx.y])), ((8) + (__device_builtin_variable_blockIdx.x)))); 
# 45
if (scatter6< int, 5> (__device_builtin_variable_gridDim.x, buf18) != 46) { 
# 46
__attribute__((unused)) static int sh_24[8][5]; 
# 47
} else { if (!((+(*buf18)) != 40UL)) { 
# 48
__attribute__((unused)) static int sh_25[32]; 
# 49
} else { 
# 50
}  }  
# 51
done26:; ; 
# 52
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 54 "v000088.cu"
template< class T, class U> static void 
# 55
__wrapper__device_stub_scale27(U *&out28, float *&out29, int &count30) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
unsigned idx31 = __device_builtin_variable_threadIdx.x; 
# 57
if (idx31 >= count30) { 
# 58
return; }  
# 59
int e32[6] = {}; 
# 60
int stride33[4] = {}; 
# 61
if (count30) { 
# 62
goto out34; 
# 63
}  
# 64
count30--; 
# 65
out34:; ; 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 54 "v000088.cu"
template< class T, class U> static void 
# 55
scale27(U *out28, float *out29, int count30) {__wrapper__device_stub_scale27<T,U>(out28,out29,count30);
# 66
return;}
#if 0
# 55
{ 
# 56
unsigned idx31 = __device_builtin_variable_threadIdx.x; 
# 57
if (idx31 >= count30) { 
# 58
return; }  
# 59
int e32[6] = {}; 
# 60
int stride33[4] = {}; 
# 61
if (count30) { 
# 62
goto out34; 
# 63
}  
# 64
count30--; 
# 65
out34:; ; 
# 66
} 
#endif
# 68 "v000088.cu"
__attribute__((unused)) void trace35(int count36) {int volatile ___ = 1;(void)count36;
# 73
::exit(___);}
#if 0
# 68
{ 
# 69
if ((__alignof__(float) >> count36) != (__device_builtin_variable_threadIdx.x)) { 
# 70
scatter6< unsigned, 8> (4L, (unsigned *)nullptr); }  
# 71
int cnt37[8] = {}; 
# 72
count36 = ((((scatter6< unsigned, 7> (8, (unsigned *)nullptr) <= (8)) ? scatter6< float, 1> (__device_builtin_variable_blockIdx.x, nullptr) : (((cnt37[count36]) < 8) ? cnt37[count36] : 8)) < (cnt37[count36])) ? (scatter6< unsigned, 7> (8, (unsigned *)nullptr) <= (8)) ? scatter6< float, 1> (__device_builtin_variable_blockIdx.x, nullptr) : (((cnt37[count36]) < 8) ? cnt37[count36] : 8) : (cnt37[count36])); 
# 73
} 
#endif
# 75 "v000088.cu"
int main() { 
# 76
int len38 = 3508; 
# 77
static_assert(((8 + (8 + 15)) > 30), "expected value");
# 78
int prod39[6] = {}; 
# 79
(__cudaPushCallConfiguration(2, sizeof(int) * (8))) ? (void)0 : tally11_kernel((unsigned *)nullptr, nullptr, len38, nullptr); 
# 80
(__cudaPushCallConfiguration((len38 + 127) / 128, 128)) ? (void)0 : tile17_kernel(prod39, prod39, prod39[len38]); 
# 81
(__cudaPushCallConfiguration(8 * 4, sizeof(float) * (8 + 120))) ? (void)0 : scale27< double, int> (prod39, nullptr, ((len38 += 41), (prod39[1]))); 
# 82
return 0; 
# 83
} 

# 1 "v000088.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__098055e7_10_v000088_cu_a545c1c4
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000088.cudafe1.stub.c"
#include "v000088.cudafe1.stub.c"
# 1 "v000088.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
