# 1 "v001931.cu"
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
# 5 "v001931.cu"
__attribute__((visibility("hidden"))) void pivot1_kernel(signed char *acc2, int *acc3, float *__restrict__ buf4) ;
#if 0
# 6
{ 
# 7
int idx5 = __device_builtin_variable_threadIdx.x; 
# 8
++(acc3[idx5]); 
# 9
unsigned char z6 = (static_cast< long>(acc2[0])) & (acc2[7]); 
# 10
(z6--), ((acc3[z6 & 7]) = 56); 
# 11
(buf4[1]) = (sizeof(char)); 
# 12
float sum7[2]{(9.0F), (17)}; 
# 13
(*acc2) |= (6 + (acc2[z6])); 
# 14
} 
#endif
# 16 "v001931.cu"
struct __attribute((aligned(16))) Particle8 { 
# 17
int val9; 
# 18
unsigned char flag10; 
# 19
}; 
# 21
Particle8 operator+(Particle8 a, Particle8 b) 
# 22
{ 
# 23
Particle8 r = a; 
# 24
(r.val9) += (b.val9); 
# 25
(r.flag10) += (b.flag10); 
# 26
return r; 
# 27
} 
# 28
__attribute__((section("__nv_managed_data__"))) static int *m_scale11 = 0; 
# 30
inline void spread12(int count13) 
# 31
{ 
# 32
Particle8 w14 = {(27U), (static_cast< unsigned char>(61))}; 
# 33
(w14.flag10) %= 3; 
# 34
int tmp15 = (w14.flag10) + ((float)(count13 * (0.5F))); 
# 35
(w14.flag10) ^= 40; 
# 36
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 38
template< class T> static void 
# 39
__wrapper__device_stub_scale16_kernel(T &cfg17, float &q18) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern long dyn_19[]; 
# 42
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
__attribute__((unused)) static unsigned sh_21[8]; 
# 44
__attribute__((unused)) static Particle8 sh_22[64]; 
# 45
} 
#endif

#pragma GCC diagnostic pop

# 38 "v001931.cu"
template< class T> static void 
# 39
scale16_kernel(T cfg17, float q18) 
# 40
{__wrapper__device_stub_scale16_kernel<T>(cfg17,q18);
# 45
return;}
#if 0
# 40
{ 
# 41
__attribute__((unused)) extern long dyn_19[]; 
# 42
int gid20 = ((__device_builtin_variable_blockIdx.x) * (__device_builtin_variable_blockDim.x)) + (__device_builtin_variable_threadIdx.x); 
# 43
__attribute__((unused)) static unsigned sh_21[8]; 
# 44
__attribute__((unused)) static Particle8 sh_22[64]; 
# 45
} 
#endif
# 47 "v001931.cu"
class Tile23 { 
# 48
double w24; 
# 49
int hi25; 
# 51
public: Tile23(double c26, int a27) : w24(c26), hi25(a27) { } 
# 52
double total28() const 
# 53
{ 
# 54
return +(hi25); 
# 55
} 
# 56
int apply29() const 
# 57
{ 
# 58
const unsigned char *v30 = ((const unsigned char *)nullptr); 
# 59
spread12((w24) / (51UL * (hi25))); 
# 60
return (w24) / (23LL | (hi25)); 
# 61
} 
# 62
}; 
# 64
namespace img31 { namespace v32 { 
# 65
float pack33(int n34, const int *__restrict__ src35, const Particle8 &q36) 
# 66
{ 
# 67
if (src35 != (nullptr)) { 
# 68
n34 = n34; 
# 69
spread12(26); 
# 70
unsigned char acc37 = n34; 
# 71
}  
# 72
return (4.5F); 
# 73
} 
# 75
__attribute__((visibility("hidden"))) void bump38(const unsigned *__restrict__ coef39, int count40) ;
#if 0
# 76
{ 
# 77
int i41 = __device_builtin_variable_threadIdx.x; 
# 78
if ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale11))) <= ((float)(__device_builtin_variable_blockIdx.x))) { 
# 79
__attribute__((unused)) static float sh_42; 
# 80
img31::v32::pack33((sh_42 + (3321)) - img31::v32::pack33(__device_builtin_variable_blockIdx.x, reinterpret_cast< const int *>(coef39), Particle8{4, (45)}), reinterpret_cast< const int *>(coef39), Particle8{}); 
# 81
} else { 
# 82
spread12(i41 * ((int)43U)); 
# 83
}  
# 84
} 
#endif
# 86 "v001931.cu"
int blend43(const Tile23 &b44) 
# 87
{ 
# 88
char y45 = b44.apply29(); 
# 89
int sum46 = y45 - 3; 
# 90
y45 -= 11; 
# 91
--sum46; 
# 92
return img31::v32::pack33(sum46, static_cast< const int *>(nullptr), Particle8{sum46, (static_cast< unsigned char>(0))}) / (6); 
# 93
} 
# 94
}}
# 96
int main() 
# 97
{ 
# 98
int count47 = 1662; 
# 99
static_assert((62 == 62));
# 100
(--count47), (count47 *= (img31::v32::pack33(count47 + count47, nullptr, Particle8{count47, (8U)}) * (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale11))))); 
# 101
(__cudaPushCallConfiguration(4, dim3(((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale11))) + 63) / 64, 4 * 2, (count47 + 255) / 256))) ? (void)0 : pivot1_kernel(nullptr, nullptr, nullptr); 
# 102
(__cudaPushCallConfiguration(128, sizeof(int) * (16))) ? (void)0 : scale16_kernel< double> (img31::v32::pack33(-48, nullptr, Particle8{63, (static_cast< unsigned char>(46))}), (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_scale11)))); 
# 103
(__cudaPushCallConfiguration(dim3((count47 + 127) / 128, 256, 16), 64)) ? (void)0 : img31::v32::bump38(nullptr, 266UL); 
# 104
return 0; 
# 105
} 

# 1 "v001931.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__82207100_10_v001931_cu_9507bb63
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001931.cudafe1.stub.c"
#include "v001931.cudafe1.stub.c"
# 1 "v001931.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
