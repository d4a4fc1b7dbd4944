#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001518.fatbin.c"
static void __device_stub__Z7decay21IffEvPKT_(const float *__restrict__);
static void __device_stub__Z7decay21IddEvPKT_(const double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7decay21IffEvPKT_(const float *__restrict__ __par0){ const float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *__restrict__))decay21<float, float> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay21<float,float>( const float *__restrict__ &__cuda_0){__device_stub__Z7decay21IffEvPKT_( (const float *&)__cuda_0);}
static void __device_stub__Z7decay21IddEvPKT_(const double *__restrict__ __par0){ const double *__T1;
__cudaLaunchPrologue(1);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__))decay21<double, double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_decay21<double,double>( const double *__restrict__ &__cuda_0){__device_stub__Z7decay21IddEvPKT_( (const double *&)__cuda_0);}
static void __nv_cudaEntityRegisterCallback(void **__T5){__nv_dummy_param_ref(__T5);__nv_save_fatbinhandle_for_managed_rt(__T5);__cudaRegisterEntry(__T5, ((void ( *)(const double *__restrict__))decay21<double, double> ), _Z7decay21IddEvPKT_, (-1));__cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__))decay21<float, float> ), _Z7decay21IffEvPKT_, (-1));}
static void __sti____cudaRegisterAll(void){__cudaRegisterBinary(__nv_cudaEntityRegisterCallback);}

#pragma GCC diagnostic pop
