# 1 "v001963.cu"
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
# 16 "v001963.cu"
__attribute__((visibility("hidden"))) void smooth6(unsigned long beta7, float *out8, const unsigned char *in9, int n10) ;
#if 0
# 16
{ 
# 17
int gid11 = __device_builtin_variable_threadIdx.x; 
# 18
constexpr float t12 = (5); 
# 19
(out8[1]) = (8.75F); 
# 20
int pass13 = 0; 
# 21
while (pass13 < (sizeof(unsigned) * (4))) { 
# 22
{ 
# 23
(n10++), (beta7 = pass13); 
# 24
(out8[n10 & 7]) -= (__device_builtin_variable_threadIdx.x); 
# 25
} 
# 26
++pass13; 
# 27
}  
# 28
int acc14{pass13}; 
# 29
} 
#endif
# 31 "v001963.cu"
struct Tile15 { 
# 32
float w16; 
# 33
int y17, val18; 
# 34
float w19; 
# 35
}; 
# 36
enum Phase20: unsigned char { FAST21, HIGH22, ON23, IDLE24 = 6U}; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T, class U> static void 
# 39
__wrapper__device_stub_pivot25(const U *&coef26) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern double dyn_27[]; 
# 41
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(dyn_27[7]) /= (((tid28 >> tid28) < (dyn_27[tid28])) ? (21.375) : tid28); 
# 43
U f29 = dyn_27[tid28]; 
# 44
long long v30 = (-(tid28 & tid28)) * (*coef26); 
# 45
f29 *= ((f29 * f29) + ((tid28 % tid28) * (static_cast< T>(v30)))); 
# 46
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001963.cu"
template< class T, class U> static void 
# 39
pivot25(const U *coef26) {__wrapper__device_stub_pivot25<T,U>(coef26);
# 46
return;}
#if 0
# 39
{ 
# 40
__attribute__((unused)) extern double dyn_27[]; 
# 41
int tid28 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 42
(dyn_27[7]) /= (((tid28 >> tid28) < (dyn_27[tid28])) ? (21.375) : tid28); 
# 43
U f29 = dyn_27[tid28]; 
# 44
long long v30 = (-(tid28 & tid28)) * (*coef26); 
# 45
f29 *= ((f29 * f29) + ((tid28 % tid28) * (static_cast< T>(v30)))); 
# 46
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 48 "v001963.cu"
template< class T, int N> static void 
# 49
__wrapper__device_stub_blend31_kernel(const T *&input32, T &b33, float *&dst34) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern double dyn_35[]; 
# 51
unsigned i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
b33 = (dyn_35[i36]); 
# 53
{ 
# 54
int prod37 = dyn_35[3]; 
# 55
const int base38 = (((dst34[prod37]) += (sizeof(T))), (35 << (__device_builtin_variable_blockDim.z))) - ((36) + (__device_builtin_variable_threadIdx.x)); 
# 56
} 
# 57
do { (dyn_35[0]) += (44 - (input32[i36])); } while (0); 
# 58
__attribute__((unused)) static Tile15 sh_39[64]; 
# 59
} 
#endif

#pragma GCC diagnostic pop

# 48 "v001963.cu"
template< class T, int N> static void 
# 49
blend31_kernel(const T *input32, T b33, float *dst34) {__wrapper__device_stub_blend31_kernel<T,N>(input32,b33,dst34);
# 59
return;}
#if 0
# 49
{ 
# 50
__attribute__((unused)) extern double dyn_35[]; 
# 51
unsigned i36 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 52
b33 = (dyn_35[i36]); 
# 53
{ 
# 54
int prod37 = dyn_35[3]; 
# 55
const int base38 = (((dst34[prod37]) += (sizeof(T))), (35 << (__device_builtin_variable_blockDim.z))) - ((36) + (__device_builtin_variable_threadIdx.x)); 
# 56
} 
# 57
do { (dyn_35[0]) += (44 - (input32[i36])); } while (0); 
# 58
__attribute__((unused)) static Tile15 sh_39[64]; 
# 59
} 
#endif
# 60 "v001963.cu"
__attribute__((section("__nv_managed_data__"))) static int (*m_clamp40)[32] = 0; 
# 61
typedef float real41_t; 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 63
template< class T, class U> static void 
# 64
__wrapper__device_stub_fuse42_kernel(const T *&coef43, int *&acc44, const T *&in45) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 64
{ 
# 65
int tid46 = __device_builtin_variable_threadIdx.x; 
# 66
int iter47 = 0; 
# 67
while (iter47 < iter47) { 
# 68
(--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[iter47])), ((acc44[7]) = (-((~(__device_builtin_variable_gridDim.x)) + (coef43[tid46])))); 
# 69
if ((acc44[iter47]) >= tid46) { 
# 70
return; 
# 71
}  
# 72
(acc44[7]) = (iter47 ^ ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[14]) >> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[10])) + (__device_builtin_variable_threadIdx.x))); 
# 73
++iter47; 
# 74
}  
# 75
__attribute__((unused)) static real41_t sh_48[((IDLE24) + 2) * 2]; 
# 76
} 
#endif

#pragma GCC diagnostic pop

# 63 "v001963.cu"
template< class T, class U> static void 
# 64
fuse42_kernel(const T *coef43, int *acc44, const T *in45) {__wrapper__device_stub_fuse42_kernel<T,U>(coef43,acc44,in45);
# 76
return;}
#if 0
# 64
{ 
# 65
int tid46 = __device_builtin_variable_threadIdx.x; 
# 66
int iter47 = 0; 
# 67
while (iter47 < iter47) { 
# 68
(--((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[iter47])), ((acc44[7]) = (-((~(__device_builtin_variable_gridDim.x)) + (coef43[tid46])))); 
# 69
if ((acc44[iter47]) >= tid46) { 
# 70
return; 
# 71
}  
# 72
(acc44[7]) = (iter47 ^ ((((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[14]) >> ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[10])) + (__device_builtin_variable_threadIdx.x))); 
# 73
++iter47; 
# 74
}  
# 75
__attribute__((unused)) static real41_t sh_48[((IDLE24) + 2) * 2]; 
# 76
} 
#endif
# 78 "v001963.cu"
int check_kick49(float p50, float b51, Phase20 p52) { 
# 79
int pass53 = 0; 
# 80
do { 
# 81
for (auto res54 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))) { 
# 82
p50 = (((float)(p52 * p52)) + (7.875F)); 
# 83
for (const auto &w55 : (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))) { 
# 84
(__cudaPushCallConfiguration(sizeof(int) * ((IDLE24) + (2 + ((ON23) + ((HIGH22) + 5)))), (ON23) + 62, 0)) ? (void)0 : pivot25< int, int> (&pass53); 
# 85
(__cudaPushCallConfiguration((w55 + 127) / 128, 2 + (16 + (2 + 492)), sizeof(float) * (256), nullptr)) ? (void)0 : smooth6(p52, &p50, (const unsigned char *)nullptr, 1L); 
# 86
}  
# 87
}  
# 88
(__cudaPushCallConfiguration(HIGH22, 256)) ? (void)0 : fuse42_kernel< unsigned, int> (nullptr, static_cast< int *>(nullptr), nullptr); 
# 89
++pass53; 
# 90
} while (pass53 < pass53); 
# 91
return (p52 == (FAST21)) ? p52 : (pass53 >> (34 + ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[25]))); 
# 92
} 
# 94
int main() { 
# 95
int n56 = 644; 
# 96
const int stride57 = n56; 
# 97
check_kick49(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[stride57]) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[stride57]), 16, HIGH22); 
# 98
check_kick49((n56 - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[stride57 & 31])) % 8, check_kick49((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[24], 58, FAST21) * 5, ON23); 
# 99
if (stride57 < ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[stride57])) { 
# 100
return 20 - (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[30]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_clamp40)))[n56 & 31])); 
# 101
}  
# 102
(__cudaPushCallConfiguration((n56 + 255) / 256, sizeof(unsigned) * (64), 16 * (2 + ((IDLE24) + 8)))) ? (void)0 : blend31_kernel< unsigned, 5> (nullptr, n56, nullptr); 
# 103
return 0; 
# 104
} 

# 1 "v001963.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__e0c936fb_10_v001963_cu_eda3f110
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001963.cudafe1.stub.c"
#include "v001963.cudafe1.stub.c"
# 1 "v001963.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
