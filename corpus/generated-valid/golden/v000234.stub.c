#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000234.fatbin.c"
static void __device_stub__Z5rank7IjLi5EEvPKT_S2_(const unsigned *, const unsigned *);
static void __device_stub__Z5rank7IjLi3EEvPKT_S2_(const unsigned *, const unsigned *);
static void __device_stub__Z5rank7IiLi3EEvPKT_S2_(const int *, const int *);
static void __device_stub__Z5rank7IdLi3EEvPKT_S2_(const double *, const double *);
static void __device_stub__Z5rank7IfLi3EEvPKT_S2_(const float *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z5rank7IjLi5EEvPKT_S2_(const unsigned *__par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))rank7<unsigned int, (int)5> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank7<unsigned,5>( const unsigned *&__cuda_0,const unsigned *&__cuda_1){__device_stub__Z5rank7IjLi5EEvPKT_S2_( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1);}
static void __device_stub__Z5rank7IjLi3EEvPKT_S2_(const unsigned *__par0, const unsigned *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned *))rank7<unsigned int, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank7<unsigned,3>( const unsigned *&__cuda_0,const unsigned *&__cuda_1){__device_stub__Z5rank7IjLi3EEvPKT_S2_( (const unsigned *&)__cuda_0,(const unsigned *&)__cuda_1);}
static void __device_stub__Z5rank7IiLi3EEvPKT_S2_(const int *__par0, const int *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *, const int *))rank7<int, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank7<int,3>( const int *&__cuda_0,const int *&__cuda_1){__device_stub__Z5rank7IiLi3EEvPKT_S2_( (const int *&)__cuda_0,(const int *&)__cuda_1);}
static void __device_stub__Z5rank7IdLi3EEvPKT_S2_(const double *__par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const double *, const double *))rank7<double, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank7<double,3>( const double *&__cuda_0,const double *&__cuda_1){__device_stub__Z5rank7IdLi3EEvPKT_S2_( (const double *&)__cuda_0,(const double *&)__cuda_1);}
static void __device_stub__Z5rank7IfLi3EEvPKT_S2_(const float *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *))rank7<float, (int)3> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_rank7<float,3>( const float *&__cuda_0,const float *&__cuda_1){__device_stub__Z5rank7IfLi3EEvPKT_S2_( (const float *&)__cuda_0,(const float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback(void **__T0){__nv_dummy_param_ref(__T0);__nv_save_fatbinhandle_for_managed_rt(__T0);__cudaRegisterEntry(__T0, ((void ( *)(const float *, const float *))rank7<float, (int)3> ), _Z5rank7IfLi3EEvPKT_S2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const double *, const double *))rank7<double, (int)3> ), _Z5rank7IdLi3EEvPKT_S2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const int *, const int *))rank7<int, (int)3> ), _Z5rank7IiLi3EEvPKT_S2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, const unsigned *))rank7<unsigned int, (int)3> ), _Z5rank7IjLi3EEvPKT_S2_, (-1));__cudaRegisterEntry(__T0, ((void ( *)(const unsigned *, const unsigned *))rank7<unsigned int, (int)5> ), _Z5rank7IjLi5EEvPKT_S2_, (-1));__cudaRegisterVariable(__T0, __shadow_var(d_lerp13,::d_lerp13), 0, 8UL, 0, 0);__cudaRegisterVariable(__T0, __shadow_var(c_fold18,::c_fold18), 0, 4UL, 1, 0);}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
