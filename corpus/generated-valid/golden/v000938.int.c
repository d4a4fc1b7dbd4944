# 1 "v000938.cu"
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
# 9 "v000938.cu"
__attribute((always_inline)) __attribute__((unused)) inline short sift4(double alpha5) {int volatile ___ = 1;(void)alpha5;
# 15
::exit(___);}
#if 0
# 9
{ 
# 10
for (int n6 = 0; n6 < 12; ++n6) { 
# 11
alpha5--; 
# 12
--alpha5; 
# 13
}  
# 14
return 14; 
# 15
} 
#endif
# 16 "v000938.cu"
static long c_bump7[2]; 
# 17
static_assert((11 == 11));
# 19
struct alignas(16) Span8 { 
# 20
unsigned hi9; 
# 21
float count10; 
# 22
bool val11; 
# 23
}; 
# 25
__attribute__((visibility("hidden"))) void rank12(int *acc13) ;
#if 0
# 25
{ 
# 26
if (((acc13[4]) >= (*acc13)) && (acc13 == (nullptr))) { 
# 27
return; }  
# 28
(acc13[1]) = (((((c_bump7[0]) >= (c_bump7[0])) ? (57) + (c_bump7[0]) : (static_cast< float>(46))) == ((41) - (c_bump7[1]))) ? (c_bump7[1]) + (-(c_bump7[1])) : ((static_cast< float>(c_bump7[0])) + (1))); 
# 29
(*acc13) = (c_bump7[0]); 
# 30
(acc13[5]) = (c_bump7[0]); 
# 31
if ((*acc13) == 25) { 
# 32
return; }  
# 33
__attribute__((unused)) static long long sh_14; 
# 34
} 
#endif
# 35 "v000938.cu"
__attribute__((section("__nv_managed_data__"))) static long *m_lerp15 = 0; 
# 36
static_assert((5 == 5), "bad config");
# 38
__attribute__((visibility("hidden"))) void shade16_kernel(float *data17, int *acc18) ;
#if 0
# 38
{ 
# 39
(data17[3]) = (23U >> ((((data17[3]) += (35)), (acc18[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))])) - 49L)); 
# 40
int lim19 = (c_bump7[0]) - ((((c_bump7[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))]) + (*data17)) >= (2)) ? c_bump7[0] : (693UL - (*acc18))); 
# 41
(*acc18) = (acc18[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))]); 
# 42
} 
#endif

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 44 "v000938.cu"
__attribute((noinline)) __attribute__((unused)) static void scatter20(int *dst21, double *acc22) {int volatile ___ = 1;(void)dst21;(void)acc22;
# 47
::exit(___);}
#if 0
# 44
{ 
# 45
(dst21[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))]) = (c_bump7[0]); 
# 46
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))--), ((acc22[2]) = (dst21[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))])); 
# 47
} 
#endif

#pragma GCC diagnostic pop

# 49 "v000938.cu"
__attribute((noinline)) __attribute__((unused)) void shade23(int *dst24) {int volatile ___ = 1;(void)dst24;
# 57
::exit(___);}
#if 0
# 49
{ 
# 50
if ((c_bump7[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))]) > (c_bump7[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))])) { 
# 51
return; }  
# 52
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))) = ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))) - (c_bump7[(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))])); 
# 53
(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))) = (34); 
# 54
long long stride25 = dst24[7]; 
# 55
stride25 = (c_bump7[0]); 
# 56
stride25 = stride25; 
# 57
} 
#endif
# 59 "v000938.cu"
long bump26(const float *in27, Span8 p28, long *buf29) { 
# 60
Span8 cnt30 = p28; 
# 61
int prod31 = (+(((32) == (p28.hi9)) ? 8UL : (39))) / (2); 
# 62
return cnt30.val11; 
# 63
} 
# 65
__attribute__((visibility("hidden"))) void fuse32_kernel(unsigned short beta33) ;
#if 0
# 65
{ 
# 66
auto val34 = +beta33; 
# 67
__attribute__((unused)) static Span8 sh_35[16]; 
# 68
++(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))); 
# 69
val34 = val34; 
# 70
(sh_35[val34]) = Span8{}; 
# 71
} 
#endif
# 73 "v000938.cu"
int blend36(Span8 p37, int n38, int stride39) { 
# 74
(--(p37.count10)), (n38 = 43); 
# 75
if ((stride39 % 9) || (15 > ((p37.val11) << 0))) { 
# 76
n38++; }  
# 77
float w40[4]{(static_cast< float>((20.125F))), (13.875F), (49), (static_cast< float>((19.125F)))}; 
# 78
return (((p37.hi9) += (2587)), stride39); 
# 79
} 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"

# 81
__attribute((noinline)) __attribute__((unused)) static double pack41(int *dst42) {int volatile ___ = 1;(void)dst42;
# 88
::exit(___);}
#if 0
# 81
{ 
# 82
float stride43 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))); 
# 83
if (dst42 != (nullptr)) { 
# 84
return stride43; }  
# 85
auto idx44 = (c_bump7[1]) != (+(((53) != (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15)))) ? c_bump7[0] : (37))); 
# 86
stride43 = (stride43 + ((*dst42) + (24.0F))); 
# 87
return idx44; 
# 88
} 
#endif

#pragma GCC diagnostic pop

# 90 "v000938.cu"
int main() { 
# 91
int len45 = 1977; 
# 92
unsigned short acc46 = (*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_lerp15))); 
# 93
(__cudaPushCallConfiguration(4, dim3(64 * 4, (len45 + 63) / 64, (len45 + 63) / 64))) ? (void)0 : shade16_kernel(nullptr, nullptr); 
# 94
if ((len45 / 2) == acc46) { 
# 95
return 53L + len45; }  
# 96
len45 = acc46; 
# 97
(__cudaPushCallConfiguration((len45 + 31) / 32, 512)) ? (void)0 : rank12(static_cast< int *>(nullptr)); 
# 98
int off47 = len45; 
# 99
(__cudaPushCallConfiguration(dim3(512, 16), 32)) ? (void)0 : fuse32_kernel(off47); 
# 100
return 0; 
# 101
} 

# 1 "v000938.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__595f353e_10_v000938_cu_c_bump7
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v000938.cudafe1.stub.c"
#include "v000938.cudafe1.stub.c"
# 1 "v000938.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
