# 1 "v001761.cu"
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
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 11 "v001761.cu"
template< class T> static void 
# 12
__wrapper__device_stub_march6_kernel(const T *&src7, int &count8, int &lane9) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 13
{ 
# 14
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
auto lo11 = count8; 
# 16
T tmp12 = gid10; 
# 17
int k13 = (lane9 * lane9) - (+(src7[gid10])); 
# 18
lo11 = tmp12; 
# 19
} 
#endif

#pragma GCC diagnostic pop

# 11 "v001761.cu"
template< class T> static void 
# 12
march6_kernel(const T *src7, int count8, int lane9) 
# 13
{__wrapper__device_stub_march6_kernel<T>(src7,count8,lane9);
# 19
return;}
#if 0
# 13
{ 
# 14
unsigned gid10 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 15
auto lo11 = count8; 
# 16
T tmp12 = gid10; 
# 17
int k13 = (lane9 * lane9) - (+(src7[gid10])); 
# 18
lo11 = tmp12; 
# 19
} 
#endif
# 21 "v001761.cu"
__attribute__((visibility("hidden"))) void lerp14(int n15, int stride16, int stride17) ;
#if 0
# 22
{ 
# 23
__attribute__((unused)) extern unsigned dyn_18[]; 
# 24
unsigned tid19 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 25
if (tid19 >= stride16) { 
# 26
return; }  
# 27
static_assert((sizeof(int) == (4)));
# 28
for (int n20 = 0; n20 < n15; ++n20) { 
# 29
auto diff21 = 51; 
# 30
for (int j22 = 0, j23 = 10; j22 < j23; (++j22), (--j23)) { 
# 31
if (tid19 <= (' ')) { 
# 32
continue; }  
# 33
diff21 = (25UL); 
# 34
}  
# 35
}  
# 36
} 
#endif
# 37 "v001761.cu"
static bool d_filter24; 
# 39
__attribute__((visibility("hidden"))) void count25(float alpha26, unsigned q27, float b28, float *buf29) ;
#if 0
# 40
{ 
# 41
int i30 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
for (int j31 = 0, j32 = 4; j31 < j32; (++j31), (--j32)) { 
# 43
(*buf29) = alpha26; 
# 44
int s33 = j32; 
# 45
}  
# 46
} 
#endif
# 48 "v001761.cu"
void step34(int n35, int n36, unsigned *data37) 
# 49
{ 
# 50
(--n35), ((data37[n36]) = (((n36 * 4) > ((n36 > n36) ? n35 : 8)) ? n36 * 4 : ((n36 > n36) ? n35 : 8))); 
# 51
n35 = 51; 
# 52
n36 = (*data37); 
# 53
constexpr float r38 = (6U); 
# 54
} 
# 56
__attribute__((visibility("hidden"))) void drift39_kernel(int stride40, float *buf41, const int *src42, unsigned long *acc43) ;
#if 0
# 57
{ 
# 58
__attribute__((unused)) extern unsigned long long dyn_44[]; 
# 59
unsigned gid45 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 60
((buf41[gid45])--), ((*buf41) = (45L)); 
# 61
(buf41[__device_builtin_variable_warpSize]) = ((dyn_44[__device_builtin_variable_threadIdx.x]) + (stride40 / (((__device_builtin_variable_threadIdx.x) != (dyn_44[0])) ? __device_builtin_variable_threadIdx.z : (buf41[6])))); 
# 62
++(acc43[stride40]); 
# 63
(buf41[4]) = (51); 
# 64
} 
#endif
# 66 "v001761.cu"
int main() 
# 67
{ 
# 68
int size46 = 3790; 
# 69
for (int it47 = size46; it47 > 0; --it47) { 
# 70
(__cudaPushCallConfiguration(((dim3)(2)), 512)) ? (void)0 : count25(54, 256 - it47, (static_cast< int>(size46)) + size46, nullptr); }  
# 71
size46 = (256 * (size46 + ((size46 += size46), (-21)))); 
# 72
constexpr float r48 = (38); 
# 73
static_assert((sizeof(int) == (4)), "tile must fit");
# 74
(__cudaPushCallConfiguration((size46 + 63) / 64, 128)) ? (void)0 : march6_kernel< int> (&size46, 3499, size46); 
# 75
(__cudaPushCallConfiguration((size46 + 63) / 64, 512, sizeof(int) * (256))) ? (void)0 : lerp14((r48 * size46) - (256), r48, ((size46 > 3) ? size46 : 3) * 11LL); 
# 76
(__cudaPushCallConfiguration(dim3(128, 8, (size46 + 255) / 256), 256)) ? (void)0 : drift39_kernel(static_cast< float>(size46), nullptr, &size46, (unsigned long *)nullptr); 
# 77
return 0; 
# 78
} 

# 1 "v001761.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__70ca9f00_10_v001761_cu_bc10631c
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001761.cudafe1.stub.c"
#include "v001761.cudafe1.stub.c"
# 1 "v001761.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
