# 1 "v000715.cu"
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
# 11 "v000715.cu"
constexpr int check_update5(int stride6) 
# 12
{ 
# 13
float x7 = stride6 + (24.125F); 
# 14
int lim8 = (((stride6) ? sizeof(double) : stride6) - ((x7 += stride6), x7)) + (41); 
# 15
return 36; 
# 16
} 
# 18
__attribute__((visibility("hidden"))) void sift9_kernel(float *data10, unsigned *buf11, const unsigned long long *input12, int count13) ;
#if 0
# 19
{ 
# 20
__attribute__((unused)) extern double dyn_14[]; 
# 21
int i15 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 22
if ((*data10) < (12)) { 
# 23
return; }  
# 24
(buf11[count13]) = ((55) + (__device_builtin_variable_blockDim.y)); 
# 25
} 
#endif
# 26 "v000715.cu"
enum class Level16 { Blue17, Slow18 = 4}; 
# 28
__attribute__((visibility("hidden"))) void pivot19_kernel(const int *input20, unsigned *data21, int *out22) ;
#if 0
# 29
{ 
# 30
int tid23 = __device_builtin_variable_threadIdx.x; 
# 31
int iter24 = 0; 
# 32
if (!((*out22) <= (__device_builtin_variable_threadIdx.x))) { 
# 33
goto skip26; 
# 34
}  
# 35
while (iter24 < 6) { 
# 36
auto off25 = tid23; 
# 37
++iter24; 
# 38
}  
# 39
(*data21) |= (__device_builtin_variable_threadIdx.x); 
# 40
skip26:; ; 
# 41
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 43 "v000715.cu"
template< class T, int N = 2> static void 
# 44
__wrapper__device_stub_decay27(T *&acc28) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 45
{ 
# 46
int i29 = __device_builtin_variable_threadIdx.x; 
# 47
T s30 = (N) * ((i29 % 37L) - (17.875)); 
# 48
int flag31 = ((__device_builtin_variable_gridDim.z) > (N)) ? __device_builtin_variable_gridDim.z : (N); 
# 49
T idx32 = (((flag31 += N), i29) > flag31) ? (flag31 += N), i29 : flag31; 
# 50
(*acc28) /= (((!(i29 != sizeof(int))) && (idx32 == i29) && ((46) > (__device_builtin_variable_gridDim.x))) ? idx32 : flag31); 
# 51
if ((i29 - N) != i29) { 
# 52
return; }  
# 53
} 
#endif

#pragma GCC diagnostic pop

# 43 "v000715.cu"
template< class T, int N = 2> static void 
# 44
decay27(T *acc28) 
# 45
{__wrapper__device_stub_decay27<T,N>(acc28);
# 53
return;}
#if 0
# 45
{ 
# 46
int i29 = __device_builtin_variable_threadIdx.x; 
# 47
T s30 = (N) * ((i29 % 37L) - (17.875)); 
# 48
int flag31 = ((__device_builtin_variable_gridDim.z) > (N)) ? __device_builtin_variable_gridDim.z : (N); 
# 49
T idx32 = (((flag31 += N), i29) > flag31) ? (flag31 += N), i29 : flag31; 
# 50
(*acc28) /= (((!(i29 != sizeof(int))) && (idx32 == i29) && ((46) > (__device_builtin_variable_gridDim.x))) ? idx32 : flag31); 
# 51
if ((i29 - N) != i29) { 
# 52
return; }  
# 53
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 55 "v000715.cu"
template< class T, int N> static void 
# 56
__wrapper__device_stub_decay33_kernel(T *&buf34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 57
{ 
# 58
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
(*buf34) += ((((static_cast< int>(buf34[__device_builtin_variable_threadIdx.z])) * (*buf34)) > (N + (*buf34))) ? (static_cast< int>(buf34[__device_builtin_variable_threadIdx.z])) * (*buf34) : (N + (*buf34))); 
# 60
__attribute__((unused)) static unsigned char sh_36[12][5]; 
# 61
__attribute__((unused)) static unsigned sh_37[128]; 
# 62
(*buf34) = (((sh_36[tid35])[1]) + ((16.125) * (__device_builtin_variable_threadIdx.x))); 
# 63
} 
#endif

#pragma GCC diagnostic pop

# 55 "v000715.cu"
template< class T, int N> static void 
# 56
decay33_kernel(T *buf34) 
# 57
{__wrapper__device_stub_decay33_kernel<T,N>(buf34);
# 63
return;}
#if 0
# 57
{ 
# 58
int tid35 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 59
(*buf34) += ((((static_cast< int>(buf34[__device_builtin_variable_threadIdx.z])) * (*buf34)) > (N + (*buf34))) ? (static_cast< int>(buf34[__device_builtin_variable_threadIdx.z])) * (*buf34) : (N + (*buf34))); 
# 60
__attribute__((unused)) static unsigned char sh_36[12][5]; 
# 61
__attribute__((unused)) static unsigned sh_37[128]; 
# 62
(*buf34) = (((sh_36[tid35])[1]) + ((16.125) * (__device_builtin_variable_threadIdx.x))); 
# 63
} 
#endif
# 65 "v000715.cu"
int main() 
# 66
{ 
# 67
int count38 = 3375; 
# 68
auto op42 = [=](auto acc39, auto lim40) mutable { 
# 69
long long y41[7] = {static_cast< long long>(check_update5(acc39)), (62)}; 
# 70
return acc39 * 2; 
# 71
} ; typedef decltype(op42) __T0;
# 72
int h43 = ((5 / count38) + 32) * (+(count38 - 47)); 
# 73
auto step45 = [&](int idx44)->int { 
# 74
(h43) = ((int)((h43) - (((h43) += idx44), 53))); 
# 75
((h43)++), (idx44 ^= ((((h43) > (h43)) ? static_cast< short>(h43) : (56 + idx44)) - (46U - (count38)))); 
# 76
(__cudaPushCallConfiguration(5 + (5 + 6), 64)) ? (void)0 : sift9_kernel((float *)nullptr, nullptr, nullptr, idx44); 
# 77
return 49UL + ((int)idx44); 
# 78
} ; typedef decltype(step45) __T1;
# 79
const char *f46 = ("path\\to"); 
# 80
if (op42(count38, h43) == h43) { 
# 81
return check_update5(h43) + check_update5(count38); }  
# 82
check_update5(h43); 
# 83
(__cudaPushCallConfiguration((count38 + 31) / 32, 128)) ? (void)0 : pivot19_kernel((const int *)nullptr, nullptr, nullptr); 
# 84
(__cudaPushCallConfiguration((count38 + 255) / 256, 5 + 507, sizeof(double) * (32), nullptr)) ? (void)0 : decay27< unsigned, 1> (nullptr); 
# 85
(__cudaPushCallConfiguration(dim3(32 + 32, 1), dim3((count38 + 63) / 64, 4 * (5 + 3)), 4096, 0)) ? (void)0 : decay33_kernel< float, 3> (nullptr); 
# 86
return 0; 
# 87
} 

# 1 "v000715.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ebffdff3_10_v000715_cu_abef78ab
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000715.cudafe1.stub.c"
#include "v000715.cudafe1.stub.c"
# 1 "v000715.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
