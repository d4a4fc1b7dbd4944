# 1 "v001999.cu"
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
# 20 "v001999.cu"
static void fuse6_kernel(float *dst7, signed char *data8, int stride9, int lane10) ;
#if 0
# 20
{ 
# 21
__attribute__((unused)) extern int dyn_11[]; 
# 22
unsigned tid12 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 23
if (tid12 >= lane10) { 
# 24
return; 
# 25
}  
# 26
double m13 = data8[lane10]; 
# 27
constexpr double h14 = (45); 
# 28
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 30 "v001999.cu"
template< class T, class U> static void 
# 31
__wrapper__device_stub_split15(U &p16, float &q17, int &len18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 31
{ 
# 32
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (tid19 >= len18) { 
# 34
return; 
# 35
}  
# 36
if (T v20 = tid19; (__device_builtin_variable_blockDim.y) <= (46)) { 
# 37
do { q17 += (60); } while (0); 
# 38
} else { if (((__device_builtin_variable_gridDim.z) % (((__device_builtin_variable_gridDim.y) == v20) ? ' ' : 2)) != ((len18 >= len18) ? 44 : tid19)) { 
# 39
if (v20 == 2UL) { 
# 40
return; 
# 41
}  
# 42
p16 = (2 * ((p16 * 34) + (v20 - q17))); 
# 43
}  }  
# 44
if (p16 > p16) { 
# 45
return; 
# 46
}  
# 47
int prod21 = ((3144) + ((__device_builtin_variable_threadIdx.x) + (44))) * len18; 
# 48
double v22{((8.5F))}; 
# 49
} 
#endif

#pragma GCC diagnostic pop

# 30 "v001999.cu"
template< class T, class U> static void 
# 31
split15(U p16, float q17, int len18) {__wrapper__device_stub_split15<T,U>(p16,q17,len18);
# 49
return;}
#if 0
# 31
{ 
# 32
int tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 33
if (tid19 >= len18) { 
# 34
return; 
# 35
}  
# 36
if (T v20 = tid19; (__device_builtin_variable_blockDim.y) <= (46)) { 
# 37
do { q17 += (60); } while (0); 
# 38
} else { if (((__device_builtin_variable_gridDim.z) % (((__device_builtin_variable_gridDim.y) == v20) ? ' ' : 2)) != ((len18 >= len18) ? 44 : tid19)) { 
# 39
if (v20 == 2UL) { 
# 40
return; 
# 41
}  
# 42
p16 = (2 * ((p16 * 34) + (v20 - q17))); 
# 43
}  }  
# 44
if (p16 > p16) { 
# 45
return; 
# 46
}  
# 47
int prod21 = ((3144) + ((__device_builtin_variable_threadIdx.x) + (44))) * len18; 
# 48
double v22{((8.5F))}; 
# 49
} 
#endif
# 50 "v001999.cu"
static_assert((((2 + (2 + 1)) * 5) == 25));
# 51
static constexpr unsigned LANES23 = (2); 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T> static void 
# 54
__wrapper__device_stub_tally24_kernel(const T *&input25, const T *&in26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 54
{ 
# 55
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
static_assert((((15) * LANES23) == (30)));
# 57
if ((((input25[i27]) < __device_builtin_variable_warpSize) ? 55LL : LANES23) < (15)) { 
# 58
return; 
# 59
}  
# 60
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001999.cu"
template< class T> static void 
# 54
tally24_kernel(const T *input25, const T *in26) {__wrapper__device_stub_tally24_kernel<T>(input25,in26);
# 60
return;}
#if 0
# 54
{ 
# 55
int i27 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 56
static_assert((((15) * LANES23) == (30)));
# 57
if ((((input25[i27]) < __device_builtin_variable_warpSize) ? 55LL : LANES23) < (15)) { 
# 58
return; 
# 59
}  
# 60
} 
#endif
# 62 "v001999.cu"
void run_gather28(float *data29, double *acc30, int count31 = 1718) { 
# 63
(*acc30) /= count31; 
# 64
int tmp32{(56UL)}; 
# 65
auto v33 = (acc30 != (nullptr)) ? 33 : (U'\x61'); 
# 66
} 
# 68
int main() { 
# 69
int len34 = 3461; 
# 70
len34 = (LANES23 / (static_cast< size_t>(len34))); 
# 71
int lim35 = len34; 
# 72
(__cudaPushCallConfiguration(((dim3)(LANES23 + (2 + 124))), 128, 0, 0)) ? (void)0 : fuse6_kernel(nullptr, (signed char *)nullptr, static_cast< int>(lim35 * len34), 45); 
# 73
(__cudaPushCallConfiguration((lim35 + 31) / 32, 64)) ? (void)0 : split15< int, unsigned> (LANES23, ((15 >= lim35) ? 9 : 25) + LANES23, __alignof__(char)); 
# 74
(__cudaPushCallConfiguration(dim3(2, 16), 4 * 8)) ? (void)0 : tally24_kernel< double> (nullptr, nullptr); 
# 75
return 0; 
# 76
} 

# 1 "v001999.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__0d24414e_10_v001999_cu_73ba2acc
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001999.cudafe1.stub.c"
#include "v001999.cudafe1.stub.c"
# 1 "v001999.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
