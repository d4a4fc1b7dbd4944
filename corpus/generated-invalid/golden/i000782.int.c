# 1 "i000782.cu"
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
# 23 "i000782.cu"
__attribute__((visibility("hidden"))) void bias8_kernel(unsigned p9, float *acc10, int len11, int len12) ;
#if 0
# 23
{ 
# 24
int tid13 = __device_builtin_variable_threadIdx.x; 
# 25
len12 = (tid13 | 5); 
# 26
if (p9 <= __device_builtin_variable_warpSize) { 
# 27
size_t y14 = ((((acc10[tid13]) += (12.625F)), (len12 * (__device_builtin_variable_gridDim.x)))); 
# 28
auto e15 = y14; 
# 29
++y14; 
# 30
}  
# 31
} 
#endif
# 33 "i000782.cu"
__attribute__((visibility("hidden"))) void merge16(unsigned q17) ;
#if 0
# 33
{ 
# 34
int gid18 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 35
++q17; 
# 36
int pass19 = 0; 
# 37
while (pass19 < 9) { 
# 38
if (auto diff20 = q17 % (8); ((unsigned char)((diff20 += (43)), '0')) <= ((int)58)) { 
# 39
if (q17) { 
# 40
diff20 += ((int)(__device_builtin_variable_blockIdx.x)); 
# 41
diff20--; 
# 42
}  
# 43
}  
# 44
++pass19; 
# 45
}  
# 46
} 
#endif
# 47 "i000782.cu"
using idx21_t = size_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 49
template< class T, int N> static void 
# 50
__wrapper__device_stub_weigh22(T *&out23) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 50
{ 
# 51
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
switch (idx24) { 
# 53
case 7:  { 
# 54
if ((out23[(__device_builtin_variable_threadIdx.z) & (7)]) == (__device_builtin_variable_threadIdx.x)) { 
# 55
return; 
# 56
}  
# 57
long long prod25 = (2) + (__device_builtin_variable_gridDim.y); 
# 58
break; 
# 59
} 
# 60
default:  { 
# 61
const signed char *diff26 = ((const signed char *)nullptr); 
# 62
break; 
# 63
} 
# 64
}  
# 65
constexpr bool acc27 = (1); 
# 66
} 
#endif

#pragma GCC diagnostic pop

# 49 "i000782.cu"
template< class T, int N> static void 
# 50
weigh22(T *out23) {__wrapper__device_stub_weigh22<T,N>(out23);
# 66
return;}
#if 0
# 50
{ 
# 51
int idx24 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
switch (idx24) { 
# 53
case 7:  { 
# 54
if ((out23[(__device_builtin_variable_threadIdx.z) & (7)]) == (__device_builtin_variable_threadIdx.x)) { 
# 55
return; 
# 56
}  
# 57
long long prod25 = (2) + (__device_builtin_variable_gridDim.y); 
# 58
break; 
# 59
} 
# 60
default:  { 
# 61
const signed char *diff26 = ((const signed char *)nullptr); 
# 62
break; 
# 63
} 
# 64
}  
# 65
constexpr bool acc27 = (1); 
# 66
} 
#endif
# 68 "i000782.cu"
__attribute__((visibility("hidden"))) void apply28(double *buf29, int stride30, bool beta31) ;
#if 0
# 68
{ 
# 69
int idx32 = __device_builtin_variable_threadIdx.x; 
# 70
if (idx32 >= stride30) { 
# 71
return; 
# 72
}  
# 73
signed char mid33 = ((beta31 - 61) << (__device_builtin_variable_blockDim.x)) >> ((stride30 + 3590) % 8); 
# 74
(buf29[mid33 & 7])--; 
# 75
__attribute__((unused)) static int sh_34[32]; 
# 76
} 
#endif
# 78 "i000782.cu"
void tally35(int lane36, int n37, const double *input38) { 
# 79
static_assert((sizeof(int) == (4)), "expected value");
# 80
n37 = n37; 
# 81
(__cudaPushCallConfiguration((n37 + 127) / 128, ((dim3)((n37 + 31) / 32)))) ? (void)0 : weigh22< int, 5> (&n37); 
# 82
(__cudaPushCallConfiguration((lane36 + 63) / 64, 128)) ? (void)0 : apply28(nullptr, (n37 - n37) % 8, n37 % 8); 
# 83
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 84
template< class F> static void 
# 85
__wrapper__device_stub_apply_kernel42(F &f, int *&p) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 86
{ 
# 87
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 88
} 
#endif

#pragma GCC diagnostic pop

# 84 "i000782.cu"
template< class F> static void 
# 85
apply_kernel42(F f, int *p) 
# 86
{__wrapper__device_stub_apply_kernel42<F>(f,p);
# 88
return;}
#if 0
# 86
{ 
# 87
(p[__device_builtin_variable_threadIdx.x]) = f(__device_builtin_variable_threadIdx.x); 
# 88
} 
#endif
# 90 "i000782.cu"
int main() { 
# 91
int n39 = 1858; 
# 92
auto op43 = [](int x) { return x * 2; } ; typedef decltype(op43) __T0;
# 93
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : apply_kernel42(op43, nullptr); 
# 94
constexpr float res40 = (3.5F); 
# 95
int m41 = (res40); 
# 96
if ((m41 ^ sizeof(unsigned)) == m41) { 
# 97
return (float)m41; 
# 98
}  
# 99
(__cudaPushCallConfiguration(dim3((m41 + 31) / 32, (n39 + 255) / 256, 2 + 62), ((dim3)(sizeof(unsigned) * (2 + (2 + 28)))))) ? (void)0 : bias8_kernel((int)(5L / m41), (float *)nullptr, m41, n39 % 8); 
# 100
(__cudaPushCallConfiguration(2 + 2, sizeof(int) * (8))) ? (void)0 : merge16(m41); 
# 101
return 0; 
# 102
} 

# 1 "i000782.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__ad9d5f5e_10_i000782_cu_b4a4be5d
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "i000782.cudafe1.stub.c"
#include "i000782.cudafe1.stub.c"
# 1 "i000782.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
