# 1 "v001224.cu"
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
# 13 "v001224.cu"
struct Cell6 { 
# 14
int sum7; 
# 15
int sum8; 
# 16
int scale9() const 
# 17
{ 
# 18
auto diff10 = 2 + (sum8); 
# 19
diff10 -= (((((sum7) + (sum8)) + (9 * (sum8))) > ((diff10 != diff10) ? 53 : 51)) ? (4 - (sum7)) % (sum8) : (-(((sum7) <= (sum7)) ? 33 : 4))); 
# 20
return sizeof(int); 
# 21
} 
# 22
int apply11(float x12) const 
# 23
{ 
# 24
if (((sum7) + 4042) < (sum8)) { 
# 25
return 4 + ((sum8) * (sum8)); 
# 26
}  
# 27
int y13 = sum8; 
# 28
return (sum7) - (sum8); 
# 29
} 
# 30
}; 
# 32
static void host_bias14(int n15) 
# 33
{ 
# 34
n15 -= (n15 % n15); 
# 35
++n15; 
# 36
} 
# 38
namespace _GLOBAL__N__e2595841_10_v001224_cu_909f75b6 __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__e2595841_10_v001224_cu_909f75b6; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__e2595841_10_v001224_cu_909f75b6 __attribute__((visibility("hidden")))  { 
# 39
static double host_stencil16(float q17) 
# 40
{ 
# 41
for (int j18 = 0, j19 = (2 * (4 + 1)); j18 < j19; (++j18), (--j19)) { 
# 42
host_bias14(2 % (j18 - j18)); 
# 43
for (int i20 = 0; i20 < j18; ++i20) { 
# 44
q17 = (j19 - j19); 
# 45
}  
# 46
q17++; 
# 47
}  
# 48
return q17; 
# 49
} 
# 50
}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 53
template< class T, class U> static void 
# 54
__wrapper__device_stub_pack21_kernel(const U *&coef22, Cell6 &b23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 55
{ 
# 56
U stride24 = b23.sum8; 
# 57
++stride24; 
# 58
if (sizeof(T) <= ((b23.sum7) * stride24)) { 
# 59
return; 
# 60
}  
# 61
U h25 = (15.375) + stride24; 
# 62
(b23.sum7)++; 
# 63
float stride26 = (15.125F); 
# 64
(b23.sum8)++; 
# 65
} 
#endif

#pragma GCC diagnostic pop

# 53 "v001224.cu"
template< class T, class U> static void 
# 54
pack21_kernel(const U *coef22, Cell6 b23) 
# 55
{__wrapper__device_stub_pack21_kernel<T,U>(coef22,b23);
# 65
return;}
#if 0
# 55
{ 
# 56
U stride24 = b23.sum8; 
# 57
++stride24; 
# 58
if (sizeof(T) <= ((b23.sum7) * stride24)) { 
# 59
return; 
# 60
}  
# 61
U h25 = (15.375) + stride24; 
# 62
(b23.sum7)++; 
# 63
float stride26 = (15.125F); 
# 64
(b23.sum8)++; 
# 65
} 
#endif
# 67 "v001224.cu"
__attribute__((visibility("hidden"))) void weigh27(int count28, double *__restrict__ data29) ;
#if 0
# 68
{ 
# 69
__attribute__((unused)) extern size_t dyn_30[]; 
# 70
for (int i31 = 0; i31 < count28; i31 += 3) { 
# 71
(--(dyn_30[1])), (count28 = count28); 
# 72
if (count28) { 
# 73
unsigned idx32[7]{9U, (3707), (2314), (unsigned)i31, static_cast< unsigned>(data29[count28]), (29), (48)}; 
# 74
--(idx32[count28]); 
# 75
}  
# 76
}  
# 77
} 
#endif
# 79 "v001224.cu"
float split33(int len34, const float *coef35) 
# 80
{ 
# 81
(__cudaPushCallConfiguration((len34 + 63) / 64, (4 + 28) * 16, 0)) ? (void)0 : weigh27(len34 + 2, nullptr); 
# 82
len34++; 
# 83
return (len34 >= 48) ? 42L : len34; 
# 84
} 
# 86
int main() 
# 87
{ 
# 88
int size36 = 2109; 
# 89
for (int n37 = 0, j38 = 8; n37 < j38; (++n37), (--j38)) { 
# 90
for (int j39 = 0; j39 < n37; j39 += 4) { 
# 91
int tmp40((((size36 += n37), host_stencil16(split33(-53, (const float *)nullptr))))); 
# 92
}  
# 93
int stride41[8] = {33, 1, 6, (17L), 52, (28U), size36, (47UL)}; 
# 94
size36 ^= n37; 
# 95
}  
# 96
if (host_stencil16(size36) >= size36) { 
# 97
return split33(size36, nullptr) + (size36 - 3043UL); 
# 98
}  
# 99
(__cudaPushCallConfiguration((size36 + 31) / 32, 64)) ? (void)0 : pack21_kernel< double, long> (nullptr, Cell6{(5LL), (-21)}); 
# 100
return 0; 
# 101
} 

# 1 "v001224.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e2595841_10_v001224_cu_909f75b6
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001224.cudafe1.stub.c"
#include "v001224.cudafe1.stub.c"
# 1 "v001224.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
