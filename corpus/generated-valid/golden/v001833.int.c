# 1 "v001833.cu"
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
# 11 "v001833.cu"
enum Mode4: long { BLUE5 = 2L, GREEN6, SLOW7, LOW8 = 7L}; 
# 13
__attribute__((visibility("hidden"))) void scatter9(int len10, int lane11, long p12) ;
#if 0
# 13
{ 
# 14
int gid13 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
if (gid13 >= p12) { 
# 16
return; 
# 17
}  
# 18
__attribute__((unused)) static int sh_14[16]; 
# 19
lane11 = ((3715 + gid13) / 4958); 
# 20
} 
#endif
# 22 "v001833.cu"
__attribute__((visibility("hidden"))) void reduce15(const unsigned *coef16, const int *in17, const unsigned *in18) ;
#if 0
# 22
{ 
# 23
unsigned tid19 = __device_builtin_variable_threadIdx.x; 
# 25
#pragma unroll
for (
# 25
int j20 = 7; j20 > 0; --j20) { 
# 26
int res21 = tid19 & (15); 
# 27
if (3 > res21) { 
# 28
continue; 
# 29
}  
# 30
}   
# 31
if (!(tid19 == 34L)) { 
# 32
return; 
# 33
}  
# 34
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 36 "v001833.cu"
template< class T> static void 
# 37
__wrapper__device_stub_relax22(T &beta23, const T *&in24) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 37
{ 
# 38
Mode4 val25 = BLUE5; 
# 39
beta23 *= (__device_builtin_variable_warpSize - (BLUE5)); 
# 40
} 
#endif

#pragma GCC diagnostic pop

# 36 "v001833.cu"
template< class T> static void 
# 37
relax22(T beta23, const T *in24) {__wrapper__device_stub_relax22<T>(beta23,in24);
# 40
return;}
#if 0
# 37
{ 
# 38
Mode4 val25 = BLUE5; 
# 39
beta23 *= (__device_builtin_variable_warpSize - (BLUE5)); 
# 40
} 
#endif
# 42 "v001833.cu"
constexpr int run_tally26(int lane27, int n28) { 
# 43
return sizeof(float) * n28; 
# 44
} 
# 46
int main() { 
# 47
int count29 = 3409; 
# 48
unsigned y30 = +(31U - count29); 
# 49
y30++; 
# 50
float acc31 = (y30 % count29) & (15); 
# 51
y30 += (y30 * (count29 & 15)); 
# 52
(__cudaPushCallConfiguration(1, (LOW8) + (121))) ? (void)0 : scatter9((LOW8) * y30, 40LL, ((63) + y30) * 1413UL); 
# 53
(__cudaPushCallConfiguration((count29 + 127) / 128, (BLUE5) + (510), sizeof(double) * (256))) ? (void)0 : reduce15(nullptr, (const int *)nullptr, nullptr); 
# 54
(__cudaPushCallConfiguration((y30 + (127)) / (128), (BLUE5) + ((LOW8) + ((LOW8) + ((SLOW7) + ((GREEN6) + ((LOW8) + (2)))))), sizeof(float) * (64))) ? (void)0 : relax22< float> (y30 - (4), (const float *)nullptr); 
# 55
return 0; 
# 56
} 

# 1 "v001833.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e3756a2e_10_v001833_cu_46d4f56a
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001833.cudafe1.stub.c"
#include "v001833.cudafe1.stub.c"
# 1 "v001833.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
