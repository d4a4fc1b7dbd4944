# 1 "v001783.cu"
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
# 7 "v001783.cu"
enum class Axis3: int { 
# 8
Add4, 
# 9
High5, 
# 10
Low6, 
# 11
Idle7, 
# 12
Slow8
# 13
}; 
# 14
enum class State9: int { Add10, Slow11, Green12}; 
# 16
struct Stats13 { 
# 17
int sum14; 
# 18
float hi15; 
# 19
unsigned char weight16; 
# 20
}; 
# 22
Stats13 operator+(Stats13 a, Stats13 b) 
# 23
{ 
# 24
Stats13 r = a; 
# 25
(r.sum14) += (b.sum14); 
# 26
(r.hi15) += (b.hi15); 
# 27
(r.weight16) += (b.weight16); 
# 28
return r; 
# 29
} 
# 30
__attribute__((section("__nv_managed_data__"))) static unsigned long long (*m_merge17)[4] = 0; 
# 33
float mix18(int stride19, const float *input20, int *data21) 
# 34
{ 
# 35
int pass22 = 0; 
# 36
while (pass22 < stride19) { 
# 37
(data21[0]) = stride19; 
# 38
++pass22; 
# 39
}  
# 40
if ((((input20[0]) + (33)) - stride19) > (data21[1])) { 
# 41
stride19 *= 30UL; 
# 42
unsigned hi23[4 + 2]{(19), 4U, (53), 2006U, static_cast< unsigned>(pass22), (44)}; 
# 43
} else { 
# 44
}  
# 45
return (56) * (*input20); 
# 46
} 
# 48
struct Pixel24 { 
# 49
int hi25; 
# 50
double z26; 
# 51
unsigned sum27; 
# 52
}; 
# 54
inline Pixel24 operator+(Pixel24 a, Pixel24 b) 
# 55
{ 
# 56
Pixel24 r = a; 
# 57
(r.hi25) += (b.hi25); 
# 58
(r.z26) += (b.z26); 
# 59
(r.sum27) += (b.sum27); 
# 60
return r; 
# 61
} 
# 63
class Bounds28 { 
# 64
float weight29; 
# 66
public: Bounds28(float b30) : weight29(b30) { } 
# 67
float reset31(double lo32) const 
# 68
{ 
# 69
return ((1.0F) + (weight29)); 
# 70
} 
# 71
}; 
# 74
template< class T> __attribute__((unused)) T 
# 75
sift33(T a34, const T *in35, int stride36) 
# 76
{int volatile ___ = 1;(void)a34;(void)in35;(void)stride36;
# 81
::exit(___);}
#if 0
# 76
{ 
# 77
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[3]) <<= ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[stride36]); 
# 78
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[1]) -= (128); 
# 79
constexpr float flag37 = (19.875F); 
# 80
return *in35; 
# 81
} 
#endif
# 83 "v001783.cu"
__attribute__((visibility("hidden"))) void bias38_kernel(unsigned long beta39, Bounds28 alpha40) ;
#if 0
# 84
{ 
# 85
switch ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[beta39]) { 
# 86
case 7:  
# 87
beta39 = (alpha40.reset31(sift33< float> (alpha40.reset31((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[3]), (const float *)nullptr, (8) * ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[beta39])))); 
# 88
break; 
# 89
case 0:  
# 90
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[beta39]) += alpha40.reset31(((45) > ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[1])) ? beta39 : beta39); 
# 91
break; 
# 92
case 3:  
# 93
break; 
# 94
}  
# 95
} 
#endif
# 97 "v001783.cu"
int main() 
# 98
{ 
# 99
int count41 = 3240; 
# 100
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[3])++; 
# 101
((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[count41]) = (62 >> (((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[count41]) - ((*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (m_merge17)))[3]))); 
# 102
(__cudaPushCallConfiguration(((dim3)((4 + 28) * 4)), 256, 4096, nullptr)) ? (void)0 : bias38_kernel(count41, ((Bounds28)(mix18(57L, (const float *)nullptr, nullptr)))); 
# 103
return 0; 
# 104
} 

# 1 "v001783.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__65f3e9ea_10_v001783_cu_0367bd0e
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "v001783.cudafe1.stub.c"
#include "v001783.cudafe1.stub.c"
# 1 "v001783.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
